import type { Queryable } from '../../db/types';
import { OfferStatus } from '../../journey/status-names';
import type { LenderKey } from '../../repositories/lender-keys';
import { reachableBySystem } from '../lender-offers';

export interface SubmittedOffer {
  offerId: number;
  loanNumber: string;
  submittedAt: string;
}

/** The Submitted offers the key reaches, submitted at or after `since`, oldest first: what a lender polls to export. */
export async function listSubmittedOffers(db: Queryable, key: LenderKey, since: Date): Promise<SubmittedOffer[]> {
  return db.query<SubmittedOffer>(
    `SELECT offer_id AS "offerId", loan_number AS "loanNumber",
       to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt"
     FROM offers
     WHERE offer_status_id = $1 AND submitted_at IS NOT NULL AND submitted_at >= $2::timestamptz AND ${reachableBySystem('$3')}
     ORDER BY submitted_at, offer_id`,
    [OfferStatus.SUBMITTED, since.toISOString(), key.lenderSystemId],
  );
}
