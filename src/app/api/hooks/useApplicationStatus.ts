import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateApplicationStatusBody, UpdateApplicationStatusResponse } from '../../../shared/api';
import { callApi } from '../client';
import { invalidateAfterUpdate } from './invalidate-updates';

/** UpdateApplicationStatus (guarded + CSRF): an application's status, or one review section's. */
export function useApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApplicationStatusBody) =>
      callApi<UpdateApplicationStatusResponse>('UpdateApplicationStatus', body, { csrf: true }),
    onSuccess: () => invalidateAfterUpdate(queryClient),
  });
}
