import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyCallNames, type BodyCallName, type CallBody } from '../../../shared/api/generated/calls';
import { apiCall } from '../client';
import { profileInAnswer, updateAfterSave } from './invalidate-updates';

export interface SaveRequest<C extends BodyCallName> {
  call: C;
  body: CallBody<C>;
}

/**
 * Any guarded save call (CSRF header). The borrower data comes back with most saves and replaces the cached copy;
 * otherwise it is refetched. The dashboard and offer status are refetched.
 */
export function useSave<C extends BodyCallName>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: SaveRequest<C>) => apiCall(call, body, { csrf: true }),
    onSuccess: (answer) => updateAfterSave(queryClient, profileInAnswer(answer)),
  });
}

const knownCalls: ReadonlySet<string> = new Set(bodyCallNames);

function isBodyCallName(name: string): name is BodyCallName {
  return knownCalls.has(name);
}

/**
 * A save that data names (a flow node's `save`, a list source's `call`) with the body a binding built. The name is
 * checked here; the body is only known to the call's schema, which the server checks.
 */
export function saveNamedByData(call: string, body: unknown): SaveRequest<BodyCallName> {
  if (!isBodyCallName(call)) throw new Error(`'${call}' names no API call that takes a body.`);
  return { call, body: body as CallBody<BodyCallName> };
}
