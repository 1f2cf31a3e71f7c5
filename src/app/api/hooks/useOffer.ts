import { useQuery } from '@tanstack/react-query';
import type { GetOfferBody, LinkId, OfferResponse } from '../../../shared/api';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';

export function fetchOffer(body: GetOfferBody): Promise<OfferResponse> {
  return apiCall('GetOffer', body);
}

/** GetOffer (public): the offer for the link's offerId and userId (CustomerRecordId). */
export function useOffer(offerId: LinkId | null, userId: LinkId | null) {
  return useQuery({
    queryKey: queryKeys.offer(offerId, userId),
    queryFn: () => fetchOffer({ offerId: offerId as LinkId, CustomerRecordId: userId as LinkId }),
    enabled: offerId != null && userId != null,
  });
}
