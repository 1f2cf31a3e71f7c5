import { queryBuilder, type RowOf } from '../db/query-builder';
import type { Queryable } from '../db/types';

function selectJourneyBorrowers(db: Queryable) {
  return queryBuilder(db).selectFrom('applications as a').innerJoin('borrowers as b', 'b.borrowerId', 'a.borrowerId')
    .select(({ exists, selectFrom }) => [
      'a.borrowerId', 'a.applicationId', 'b.firstName', 'b.lastName', 'a.applicationStatusId', 'a.priorLoanReviewStatusId',
      'a.declarationsReviewStatusId', 'a.demographicsReviewStatusId', 'a.isOfferReviewed', 'b.hasSignedConsent',
      exists(selectFrom('employments as e').select('e.employmentId').whereRef('e.applicationId', '=', 'a.applicationId')
        .where('e.activeInd', '=', true).where('e.currentEmployerInd', 'is', true)).$castTo<boolean>().as('hasCurrentEmployer'),
    ]);
}

/** A borrower on an offer with the statuses the dashboard and the offer status show. */
export type JourneyBorrowerRecord = RowOf<typeof selectJourneyBorrowers>;

/** The offer's active applications, primary borrower first. */
export async function listJourneyBorrowers(db: Queryable, offerId: number): Promise<JourneyBorrowerRecord[]> {
  return selectJourneyBorrowers(db).where('a.offerId', '=', offerId).where('a.activeInd', '=', true)
    .orderBy('a.borrowerOrder').orderBy('a.applicationId').execute();
}
