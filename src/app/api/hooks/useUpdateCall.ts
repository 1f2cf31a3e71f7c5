import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyCallName, CallBody } from '../../../shared/api/generated/calls';
import { apiCall } from '../client';
import { invalidateAfterUpdate } from './invalidate-updates';

/** A guarded call (CSRF header) that changes the journey; afterwards the profile, dashboard and offer status are refetched. */
export function useUpdateCall<C extends BodyCallName>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<C>) => apiCall(call, body, { csrf: true }),
    onSuccess: () => invalidateAfterUpdate(queryClient),
  });
}
