import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { profileInAnswer, updateAfterSave } from './invalidate-updates';

export interface SaveRequest {
  /** Call name, e.g. "UpdateBorrowerData". */
  call: string;
  body: unknown;
}

/**
 * Any guarded save call (CSRF header). The borrower data comes back with most saves and replaces the cached copy;
 * otherwise it is refetched. The dashboard and offer status are refetched.
 */
export function useSave<TResponse = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: SaveRequest) => callApi<TResponse>(call, body, { csrf: true }),
    onSuccess: (answer) => updateAfterSave(queryClient, profileInAnswer(answer)),
  });
}
