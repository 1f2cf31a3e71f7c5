import { OfferStatus } from '../journey/status-names';

const OPEN_STATUSES: readonly number[] = [OfferStatus.NEW, OfferStatus.ACCESSED, OfferStatus.IN_PROGRESS];

/** An application can change only while its offer is active and not yet Submitted, Invalid or Pending Consent. */
export function isOpenForChanges(offer: { activeInd: boolean; offerStatusId: number }): boolean {
  return offer.activeInd && OPEN_STATUSES.includes(offer.offerStatusId);
}
