import { useQuery } from '@tanstack/react-query';
import type { LinkId } from '../../../shared/api';
import type { GetTrackedBorrowersBody } from '../../../shared/api/generated/types';
import { apiCall } from '../client';
import { tags } from '../query-keys';

/**
 * GetTrackedBorrowers (guarded): every borrower on the session's offer with their application and review statuses.
 * Kept under the OfferStatus tag, so every successful update refreshes it.
 */
export function useTrackedBorrowers(offerId: LinkId | null, enabled = true) {
  return useQuery({
    queryKey: [tags.offerStatus, 'tracked', offerId] as const,
    queryFn: () => apiCall('GetTrackedBorrowers', { offerId: offerId as LinkId } satisfies GetTrackedBorrowersBody),
    enabled: enabled && offerId != null,
  });
}
