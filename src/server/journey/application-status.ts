import type { ApplicationType } from '../../shared/api/journey';
import { now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

const REVIEW_COLUMNS = {
  PriorLoanReview: 'priorLoanReviewStatusId',
  Declaration: 'declarationsReviewStatusId',
  Demographic: 'demographicsReviewStatusId',
} as const satisfies Record<ApplicationType, string>;

/** Sets the application's status (1..3), or with an application type that section's review status (1..3). */
export async function setApplicationStatus(
  db: Queryable,
  applicationId: number,
  statusId: number,
  applicationType: ApplicationType | null,
): Promise<void> {
  const column = applicationType ? REVIEW_COLUMNS[applicationType] : 'applicationStatusId';
  await queryBuilder(db).updateTable('applications').set({ [column]: statusId, updatedAt: now })
    .where('applicationId', '=', applicationId).execute();
}

export async function markOfferReviewed(db: Queryable, offerId: number, borrowerId: number): Promise<void> {
  await queryBuilder(db).updateTable('applications').set({ isOfferReviewed: true, updatedAt: now })
    .where('offerId', '=', offerId).where('borrowerId', '=', borrowerId).execute();
}

/** The borrower's application on the most recent active offer (what a sign-in opens), with its offer link's two ids. */
export async function findLatestActiveApplication(db: Queryable, borrowerId: number) {
  const row = await queryBuilder(db).selectFrom('applications as a').innerJoin('offers as o', 'o.offerId', 'a.offerId')
    .select(['a.applicationId', 'o.offerId', 'o.loanId', 'o.linkId as offerLinkId', 'a.linkId as borrowerLinkId'])
    .where('a.borrowerId', '=', borrowerId).where('a.activeInd', '=', true).where('o.activeInd', '=', true)
    .orderBy('o.createdAt', 'desc').orderBy('o.offerId', 'desc').limit(1).executeTakeFirst();
  return row ?? null;
}
