import { useQuery } from '@tanstack/react-query';
import type { LinkId } from '../../../shared/api';
import type { OfferStatusResponse } from '../../../shared/api/generated/types';
import { callApi } from '../client';
import { tags } from '../query-keys';

/**
 * Cache key of GetOfferStatus. The public (link) answer leaves borrowerInfo empty, so the link's
 * customerRecordId is part of the key: the dashboard's session answer (customerRecordId null) never
 * reuses a link answer. Invalidate all of them with `[tags.offerStatus]`.
 */
export function offerStatusQueryKey(offerId: LinkId | null, customerRecordId: LinkId | null = null) {
  return [tags.offerStatus, offerId, customerRecordId] as const;
}

/** GET /api/GetOfferStatus/?offerID={offerId}[&customerRecordId={userId}] */
export function fetchOfferStatus(offerId: LinkId, customerRecordId: LinkId | null = null): Promise<OfferStatusResponse> {
  const query = new URLSearchParams({ offerID: String(offerId) });
  if (customerRecordId != null) query.set('customerRecordId', String(customerRecordId));
  return callApi<OfferStatusResponse>(`GetOfferStatus/?${query.toString()}`, undefined, { method: 'GET' });
}

export interface OfferStatusOptions {
  /** The link's borrower: public mode (consent and success pages). Omit with a session. */
  customerRecordId?: LinkId | null;
  /** Polling interval in ms (the dashboard polls every 60 s). */
  refetchInterval?: number | false;
  enabled?: boolean;
}

/** The offer status (tag OfferStatus). */
export function useOfferStatus(offerId: LinkId | null, options: OfferStatusOptions = {}) {
  const customerRecordId = options.customerRecordId ?? null;
  return useQuery({
    queryKey: offerStatusQueryKey(offerId, customerRecordId),
    queryFn: () => fetchOfferStatus(offerId as LinkId, customerRecordId),
    enabled: offerId != null && (options.enabled ?? true),
    refetchInterval: options.refetchInterval,
    refetchIntervalInBackground: false,
  });
}
