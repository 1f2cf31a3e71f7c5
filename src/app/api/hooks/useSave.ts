import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { invalidateAfterUpdate } from './invalidate-updates';

export interface SaveRequest {
  /** Call name, e.g. "UpdateBorrowerData". */
  call: string;
  body: unknown;
}

/** Any guarded save call (CSRF header); success refreshes borrower data, dashboard and offer status. */
export function useSave<TResponse = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: SaveRequest) => callApi<TResponse>(call, body, { csrf: true }),
    onSuccess: () =>
      invalidateAfterUpdate(queryClient),
  });
}
