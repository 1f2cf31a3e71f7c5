import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyCallName, CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { callApi } from '../client';
import { invalidateAfterUpdate } from './invalidate-updates';

/** A guarded call (CSRF header) that changes the journey; afterwards the profile, dashboard and offer status are refetched. */
export function useUpdateCall<C extends BodyCallName>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<C>) => callApi<CallResponse<C>>(call, body, { csrf: true }),
    onSuccess: () => invalidateAfterUpdate(queryClient),
  });
}
