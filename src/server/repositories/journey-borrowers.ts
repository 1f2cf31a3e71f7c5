import type { Queryable } from '../db/types';

/** A borrower on an offer with the statuses the dashboard and the offer status show. */
export interface JourneyBorrowerRecord {
  borrowerId: number;
  applicationId: number;
  firstName: string | null;
  lastName: string | null;
  applicationStatusId: number;
  priorLoanReviewStatusId: number;
  declarationsReviewStatusId: number;
  demographicsReviewStatusId: number;
  isOfferReviewed: boolean;
  hasSignedConsent: boolean;
  hasCurrentEmployer: boolean;
}

/** The offer's active applications, primary borrower first. */
export async function listJourneyBorrowers(db: Queryable, offerId: number): Promise<JourneyBorrowerRecord[]> {
  return db.query<JourneyBorrowerRecord>(
    `SELECT a.borrower_id AS "borrowerId", a.application_id AS "applicationId", b.first_name AS "firstName",
       b.last_name AS "lastName", a.application_status_id AS "applicationStatusId",
       a.prior_loan_review_status_id AS "priorLoanReviewStatusId",
       a.declarations_review_status_id AS "declarationsReviewStatusId",
       a.demographics_review_status_id AS "demographicsReviewStatusId",
       a.is_offer_reviewed AS "isOfferReviewed", b.has_signed_consent AS "hasSignedConsent",
       EXISTS (SELECT 1 FROM employments e WHERE e.application_id = a.application_id AND e.active_ind
         AND e.current_employer_ind IS TRUE) AS "hasCurrentEmployer"
     FROM applications a JOIN borrowers b ON b.borrower_id = a.borrower_id
     WHERE a.offer_id = $1 AND a.active_ind
     ORDER BY a.borrower_order, a.application_id`,
    [offerId],
  );
}
