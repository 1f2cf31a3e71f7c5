import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateBorrowerReviewedOfferBody, UpdateBorrowerReviewedOfferResponse } from '../../../shared/api';
import { callApi } from '../client';
import { invalidateAfterUpdate } from './invalidate-updates';

/** UpdateBorrowerReviewedOffer (guarded + CSRF): the logged-in borrower has seen the reset offer. */
export function useReviewedOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBorrowerReviewedOfferBody) =>
      callApi<UpdateBorrowerReviewedOfferResponse>('UpdateBorrowerReviewedOffer', body, { csrf: true }),
    onSuccess: () => invalidateAfterUpdate(queryClient),
  });
}
