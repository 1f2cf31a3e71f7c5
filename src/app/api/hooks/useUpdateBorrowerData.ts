import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BorrowerProfile, UpdateBorrowerDataBody } from '../../../shared/api';
import { callApi } from '../client';
import { updateAfterSave } from './invalidate-updates';

/** UpdateBorrowerData (guarded + CSRF): answers the updated profile, which replaces the cached one. */
export function useUpdateBorrowerData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBorrowerDataBody) =>
      callApi<BorrowerProfile>('UpdateBorrowerData', body, { csrf: true }),
    onSuccess: (profile) => updateAfterSave(queryClient, profile),
  });
}
