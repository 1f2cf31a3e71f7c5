import type { Queryable } from '../db/types';
import { OfferStatus } from '../journey/status-names';
import type { DemoBorrower, DemoOffer } from '../seed/demo-types';

/**
 * Where each demo scenario stands on the journey (the offer's status, each borrower's consent, lock and progress),
 * applied after the scenario's offer came in through CreateOffer. A Submitted offer has its submission instant, as
 * SubmitApplication gives it, so SubmittedOffers lists it.
 */
export async function setDemoJourneyState(db: Queryable, offer: DemoOffer): Promise<void> {
  await db.query(
    `UPDATE offers SET offer_status_id = $2, active_ind = $3, is_offer_reset = $4,
       submitted_at = CASE WHEN $2::integer = $5::integer THEN coalesce(submitted_at, now()) ELSE submitted_at END
     WHERE offer_id = $1`,
    [offer.offerId, offer.offerStatusId, offer.activeInd, offer.isOfferReset, OfferStatus.SUBMITTED],
  );
  for (const b of offer.borrowers) await setDemoBorrowerState(db, b);
  if (offer.submittedByBorrowerId !== null) {
    await db.query(
      `UPDATE offers SET submitted_by_borrower_id = $2, submitted_at = coalesce(submitted_at, now())
       WHERE offer_id = $1 AND submitted_by_borrower_id IS NULL`,
      [offer.offerId, offer.submittedByBorrowerId],
    );
  }
}

async function setDemoBorrowerState(db: Queryable, b: DemoBorrower): Promise<void> {
  // A demo lock is the lender's (no expiry), as after five failed identity checks on a locked account.
  await db.query('UPDATE borrowers SET has_signed_consent = $2, failed_verify_attempts = $3, locked = $4 WHERE borrower_id = $1', [
    b.borrowerId, b.hasSignedConsent, b.locked ? 5 : 0, b.locked,
  ]);
  await db.query(
    `UPDATE applications SET application_status_id = $2, prior_loan_review_status_id = $3, is_offer_reviewed = $4
     WHERE application_id = $1`,
    [b.applicationId, b.applicationStatusId, b.priorLoanReviewStatusId, b.isOfferReviewed],
  );
}

export async function hasAccount(db: Queryable, borrowerId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM accounts WHERE borrower_id = $1', [borrowerId])).length > 0;
}

/** Inserts the account unless the borrower or the email already has one (a borrower's own account is kept). */
export async function insertDemoAccount(db: Queryable, borrowerId: number, email: string, passwordHash: string): Promise<void> {
  await db.query('INSERT INTO accounts (borrower_id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    borrowerId, email, passwordHash,
  ]);
}
