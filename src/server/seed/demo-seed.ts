import { now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';
import { OfferStatus } from '../journey/status-names';
import type { DemoBorrower, DemoOffer } from './demo-types';

/**
 * Where each demo scenario stands on the journey (the offer's status, each borrower's consent, lock and progress),
 * applied after the scenario's offer came in through CreateOffer. A Submitted offer has its submission instant, as
 * SubmitApplication gives it, so SubmittedOffers lists it.
 */
export async function setDemoJourneyState(db: Queryable, offer: DemoOffer): Promise<void> {
  const q = queryBuilder(db);
  const submittedAt = q.fn.coalesce('submittedAt', now);
  await q.updateTable('offers')
    .set({
      offerStatusId: offer.offerStatusId, activeInd: offer.activeInd, isOfferReset: offer.isOfferReset,
      ...(offer.offerStatusId === OfferStatus.SUBMITTED ? { submittedAt } : {}),
    })
    .where('offerId', '=', offer.offerId).execute();
  for (const b of offer.borrowers) await setDemoBorrowerState(db, b);
  if (offer.submittedByBorrowerId !== null) {
    await q.updateTable('offers').set({ submittedByBorrowerId: offer.submittedByBorrowerId, submittedAt })
      .where('offerId', '=', offer.offerId).where('submittedByBorrowerId', 'is', null).execute();
  }
}

async function setDemoBorrowerState(db: Queryable, b: DemoBorrower): Promise<void> {
  const q = queryBuilder(db);
  // A demo lock is the lender's (no expiry), as after five failed identity checks on a locked account.
  await q.updateTable('borrowers')
    .set({ hasSignedConsent: b.hasSignedConsent, failedVerifyAttempts: b.locked ? 5 : 0, locked: b.locked })
    .where('borrowerId', '=', b.borrowerId).execute();
  await q.updateTable('applications')
    .set({
      applicationStatusId: b.applicationStatusId, priorLoanReviewStatusId: b.priorLoanReviewStatusId,
      isOfferReviewed: b.isOfferReviewed,
    })
    .where('applicationId', '=', b.applicationId).execute();
}

export async function hasAccount(db: Queryable, borrowerId: number): Promise<boolean> {
  const row = await queryBuilder(db).selectFrom('accounts').select('accountId').where('borrowerId', '=', borrowerId).executeTakeFirst();
  return row !== undefined;
}

/** Inserts the account unless the borrower or the email already has one (a borrower's own account is kept). */
export async function insertDemoAccount(db: Queryable, borrowerId: number, email: string, passwordHash: string): Promise<void> {
  await queryBuilder(db).insertInto('accounts').values({ borrowerId, email, passwordHash }).onConflict((oc) => oc.doNothing())
    .execute();
}
