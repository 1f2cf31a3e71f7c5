import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitApplicationBody, SubmitApplicationResponse } from '../../../shared/api';
import { callApi } from '../client';
import { invalidateAfterUpdate } from './invalidate-updates';

/** SubmitApplication (guarded + CSRF): submits the loan application once every borrower's is Completed. */
export function useSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitApplicationBody) =>
      callApi<SubmitApplicationResponse>('SubmitApplication', body, { csrf: true }),
    onSuccess: () => invalidateAfterUpdate(queryClient),
  });
}
