import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BorrowerProfile, UpdateBorrowerDataBody } from '../../../shared/api';
import { callApi } from '../client';
import { queryKeys } from '../query-keys';
import { invalidateAfterUpdate } from './invalidate-updates';

/** UpdateBorrowerData (guarded + CSRF): answers the updated profile. */
export function useUpdateBorrowerData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBorrowerDataBody) =>
      callApi<BorrowerProfile>('UpdateBorrowerData', body, { csrf: true }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.borrowerData(profile.applicationId), profile);
      await invalidateAfterUpdate(queryClient);
    },
  });
}
