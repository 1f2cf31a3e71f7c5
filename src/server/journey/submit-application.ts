import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { COMPLETED, OfferStatus } from './status-names';
import { listJourneyBorrowers } from './journey-borrowers';
import { lockOffer, markSubmitted } from '../offer/offers';

/**
 * Submits the offer's loan application for the signed-in borrower: every application Completed, a current employer
 * on file for at least one borrower; Pending Consent while a borrower on the loan has not consented, else Submitted.
 */
export async function submitApplication(db: Queryable, offerId: number, borrowerId: number): Promise<number> {
  const offer = await lockOffer(db, offerId);
  if (!offer) throw new AppError('FORBIDDEN');
  if (offer.offerStatusId === OfferStatus.SUBMITTED || offer.offerStatusId === OfferStatus.PENDING_CONSENT) {
    throw new AppError('ALREADY_SUBMITTED');
  }
  if (!offer.activeInd || offer.offerStatusId === OfferStatus.INVALID) throw new AppError('NO_ACTIVE_OFFER');
  const borrowers = await listJourneyBorrowers(db, offerId);
  if (borrowers.length === 0 || borrowers.some((b) => b.applicationStatusId !== COMPLETED)) {
    throw new AppError('APPLICATIONS_INCOMPLETE');
  }
  if (!borrowers.some((b) => b.hasCurrentEmployer)) throw new AppError('MISSING_CURRENT_EMPLOYER');
  const status = borrowers.every((b) => b.hasSignedConsent) ? OfferStatus.SUBMITTED : OfferStatus.PENDING_CONSENT;
  await markSubmitted(db, offerId, status, borrowerId);
  return status;
}
