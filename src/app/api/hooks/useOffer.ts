import { useQuery } from '@tanstack/react-query';
import type { GetOfferBody, OfferResponse } from '../../../shared/api';
import { callApi } from '../client';
import { queryKeys } from '../query-keys';

export function fetchOffer(body: GetOfferBody): Promise<OfferResponse> {
  return callApi<OfferResponse>('GetOffer', body);
}

/** GetOffer (public): the offer for the link's offerId and userId (CustomerRecordId). */
export function useOffer(offerId: number | null, userId: number | null) {
  return useQuery({
    queryKey: queryKeys.offer(offerId, userId),
    queryFn: () => fetchOffer({ offerId: offerId as number, CustomerRecordId: userId as number }),
    enabled: offerId != null && userId != null,
  });
}
