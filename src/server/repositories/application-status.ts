import type { ApplicationType } from '../../shared/api/journey';
import type { Queryable } from '../db/types';

const REVIEW_COLUMNS: Record<ApplicationType, string> = {
  PriorLoanReview: 'prior_loan_review_status_id',
  Declaration: 'declarations_review_status_id',
  Demographic: 'demographics_review_status_id',
};

/** Sets the application's status (1..3), or with an application type that section's review status (1..3). */
export async function setApplicationStatus(
  db: Queryable,
  applicationId: number,
  statusId: number,
  applicationType: ApplicationType | null,
): Promise<void> {
  const column = applicationType ? REVIEW_COLUMNS[applicationType] : 'application_status_id';
  await db.query(`UPDATE applications SET ${column} = $2, updated_at = now() WHERE application_id = $1`, [
    applicationId,
    statusId,
  ]);
}

export async function markOfferReviewed(db: Queryable, offerId: number, borrowerId: number): Promise<void> {
  await db.query(
    'UPDATE applications SET is_offer_reviewed = true, updated_at = now() WHERE offer_id = $1 AND borrower_id = $2',
    [offerId, borrowerId],
  );
}

/** The application a sign-in opens, with its offer link's two ids. */
export interface LatestApplication {
  applicationId: number;
  offerId: number;
  loanId: number;
  offerLinkId: string;
  borrowerLinkId: string;
}

/** The borrower's application on the most recent active offer (what a sign-in opens). */
export async function findLatestActiveApplication(
  db: Queryable,
  borrowerId: number,
): Promise<LatestApplication | null> {
  const rows = await db.query<LatestApplication>(
    `SELECT a.application_id AS "applicationId", o.offer_id AS "offerId", o.loan_id AS "loanId",
       o.link_id AS "offerLinkId", a.link_id AS "borrowerLinkId"
     FROM applications a JOIN offers o ON o.offer_id = a.offer_id
     WHERE a.borrower_id = $1 AND a.active_ind AND o.active_ind
     ORDER BY o.created_at DESC, o.offer_id DESC LIMIT 1`,
    [borrowerId],
  );
  return rows[0] ?? null;
}
