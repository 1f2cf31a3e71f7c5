import { now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';
import { identityLocked } from './borrowers';

export interface ApplicationRecord {
  applicationId: number;
  offerId: number;
  borrowerId: number;
  /** The borrower's id in their offer link (`userId` there): random for real offers. */
  linkId: string;
  applicationStatusId: number;
  priorLoanReviewStatusId: number;
  creditTypeId: number | null;
  jointCreditBorrowerId: number | null;
  activeInd: boolean;
  firstName: string | null;
  lastName: string | null;
  hasSignedConsent: boolean;
  /** The borrower's identity lock (5 failed checks). */
  locked: boolean;
}

function selectApplications(db: Queryable) {
  return queryBuilder(db).selectFrom('applications as a').innerJoin('borrowers as b', 'b.borrowerId', 'a.borrowerId')
    .select([
      'a.applicationId', 'a.offerId', 'a.borrowerId', 'a.linkId', 'a.applicationStatusId', 'a.priorLoanReviewStatusId',
      'a.creditTypeId', 'a.jointCreditBorrowerId', 'a.activeInd', 'b.firstName', 'b.lastName', 'b.hasSignedConsent',
      identityLocked.as('locked'),
    ]);
}

export async function findApplication(db: Queryable, applicationId: number): Promise<ApplicationRecord | null> {
  return (await selectApplications(db).where('a.applicationId', '=', applicationId).executeTakeFirst()) ?? null;
}

export async function findApplicationFor(db: Queryable, offerId: number, borrowerId: number): Promise<ApplicationRecord | null> {
  return (await selectApplications(db).where('a.offerId', '=', offerId).where('a.borrowerId', '=', borrowerId)
    .executeTakeFirst()) ?? null;
}

/** The application an offer link names: the borrower's link id on that offer. */
export async function findApplicationByLinkId(db: Queryable, offerId: number, linkId: string): Promise<ApplicationRecord | null> {
  return (await selectApplications(db).where('a.offerId', '=', offerId).where('a.linkId', '=', linkId)
    .executeTakeFirst()) ?? null;
}

/** Every application on an offer, primary borrower first. */
export async function listApplicationsOfOffer(db: Queryable, offerId: number): Promise<ApplicationRecord[]> {
  return selectApplications(db).where('a.offerId', '=', offerId).orderBy('a.borrowerOrder').orderBy('a.applicationId')
    .execute();
}

export async function updateCreditType(
  db: Queryable,
  applicationId: number,
  creditTypeId: number,
  jointCreditBorrowerId: number | null,
): Promise<void> {
  await queryBuilder(db).updateTable('applications')
    .set({ creditTypeId, jointCreditBorrowerId, updatedAt: now })
    .where('applicationId', '=', applicationId).execute();
}
