import type { Queryable, SqlParam } from '../db/types';
import { IDENTITY_LOCKED_SQL } from './borrowers';

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

const SELECT = `SELECT a.application_id AS "applicationId", a.offer_id AS "offerId", a.borrower_id AS "borrowerId",
  a.link_id AS "linkId", a.application_status_id AS "applicationStatusId", a.prior_loan_review_status_id AS "priorLoanReviewStatusId",
  a.credit_type_id AS "creditTypeId",
  a.joint_credit_borrower_id AS "jointCreditBorrowerId", a.active_ind AS "activeInd",
  b.first_name AS "firstName", b.last_name AS "lastName", b.has_signed_consent AS "hasSignedConsent",
  ${IDENTITY_LOCKED_SQL} AS locked
  FROM applications a JOIN borrowers b ON b.borrower_id = a.borrower_id`;

async function findOne(db: Queryable, where: string, params: SqlParam[]): Promise<ApplicationRecord | null> {
  const rows = await db.query<ApplicationRecord>(`${SELECT} WHERE ${where}`, params);
  return rows[0] ?? null;
}

export function findApplication(db: Queryable, applicationId: number): Promise<ApplicationRecord | null> {
  return findOne(db, 'a.application_id = $1', [applicationId]);
}

export function findApplicationFor(db: Queryable, offerId: number, borrowerId: number): Promise<ApplicationRecord | null> {
  return findOne(db, 'a.offer_id = $1 AND a.borrower_id = $2', [offerId, borrowerId]);
}

/** The application an offer link names: the borrower's link id on that offer. */
export function findApplicationByLinkId(db: Queryable, offerId: number, linkId: string): Promise<ApplicationRecord | null> {
  return findOne(db, 'a.offer_id = $1 AND a.link_id = $2', [offerId, linkId]);
}

/** Every application on an offer, primary borrower first. */
export async function listApplicationsOfOffer(db: Queryable, offerId: number): Promise<ApplicationRecord[]> {
  return db.query<ApplicationRecord>(`${SELECT} WHERE a.offer_id = $1 ORDER BY a.borrower_order, a.application_id`, [
    offerId,
  ]);
}

export async function updateCreditType(
  db: Queryable,
  applicationId: number,
  creditTypeId: number,
  jointCreditBorrowerId: number | null,
): Promise<void> {
  await db.query(
    `UPDATE applications SET credit_type_id = $2, joint_credit_borrower_id = $3, updated_at = now()
     WHERE application_id = $1`,
    [applicationId, creditTypeId, jointCreditBorrowerId],
  );
}
