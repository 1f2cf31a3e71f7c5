import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { LinkId, OfferResponse } from '../../../shared/api';
import type { GetBorrowerDashboardDataBody } from '../../../shared/api/generated/types';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';
import { recIdAtom } from '../../state/session-atoms';
import { useOfferStatus } from './useOfferStatus';

/** The cached offer (GetOffer) of the session, if any: it names the loan record and number. */
function useCachedOffer(offerId: LinkId | null, userId: LinkId | null): OfferResponse | undefined {
  return useQueryClient().getQueryData<OfferResponse>(queryKeys.offer(offerId, userId));
}

/** GetBorrowerDashboardData (guarded): borrowers, their application status and the loan information. */
export function useDashboardData(offerId: LinkId | null, userId: LinkId | null, enabled: boolean) {
  const offer = useCachedOffer(offerId, userId);
  // After a reload the offer is no longer cached; the session keeps its loan record id.
  const recId = useAtomValue(recIdAtom);
  return useQuery({
    queryKey: queryKeys.dashboard(offerId),
    queryFn: () => {
      const body: GetBorrowerDashboardDataBody = {
        offerId: offerId as LinkId,
        loanRecordId: offer?.loanRecordId ?? recId ?? undefined,
        loanNumber: offer?.loanNumber,
      };
      return apiCall('GetBorrowerDashboardData', body);
    },
    enabled: enabled && offerId != null,
  });
}

/**
 * The session's offer status (borrowerInfo filled; the shared OfferStatus cache entry), polled at
 * refetchInterval, or paused with false (the window has no focus).
 */
export function usePolledOfferStatus(offerId: LinkId | null, enabled: boolean, refetchInterval: number | false) {
  return useOfferStatus(offerId, { enabled, refetchInterval });
}
