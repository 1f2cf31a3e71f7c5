import { useUpdateCall } from './useUpdateCall';

/** UpdateBorrowerReviewedOffer: the logged-in borrower has seen the reset offer. */
export const useReviewedOffer = () => useUpdateCall('UpdateBorrowerReviewedOffer');
