import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateBorrowerConsentBody } from '../../../shared/api/generated/types';
import { apiCall } from '../client';
import { tags } from '../query-keys';

/** UpdateBorrowerConsent (public): the soft credit check consent. */
export function useConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBorrowerConsentBody) =>
      apiCall('UpdateBorrowerConsent', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [tags.offerData] }),
        queryClient.invalidateQueries({ queryKey: [tags.offerStatus] }),
      ]),
  });
}
