import { recordAudit } from '../audit/audit-trail';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { type OfferLink, resolveOfferLink } from './offer-link';
import { OfferStatus } from '../journey/status-names';
import { lockOffer, setOfferStatus } from './offers';

/**
 * The first opening of an offer link moves a New offer to Accessed; any later status stays (never lowered). Only an
 * actual change is recorded in the audit trail, as the link's borrower's. Call inside a transaction: the offer's row
 * is held from the read to the write, so a concurrent consent or submission is never overwritten. Answers the offer's
 * status afterwards.
 */
export async function markOfferAccessed(tx: Queryable, link: OfferLink, requestId: string): Promise<number> {
  const linked = await resolveOfferLink(tx, link);
  if (!linked) throw new AppError('LOAN_NOT_FOUND');
  if (!linked.offer.activeInd) throw new AppError('NO_ACTIVE_OFFER');
  const offer = await lockOffer(tx, linked.offer.offerId);
  if (!offer) throw new AppError('LOAN_NOT_FOUND');
  if (offer.offerStatusId !== OfferStatus.NEW) return offer.offerStatusId;
  await setOfferStatus(tx, offer.offerId, OfferStatus.ACCESSED);
  await recordAudit(tx, {
    offerId: offer.offerId,
    actor: { type: 'borrower', id: String(linked.application.borrowerId) },
    call: 'CheckOfferAccessed',
    fields: ['/offerStatusID'],
    requestId,
  });
  return OfferStatus.ACCESSED;
}
