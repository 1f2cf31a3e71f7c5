import type { Queryable } from '../../db/types';
import { OfferStatus } from '../../journey/status-names';
import type { LenderKey } from '../keys/key-records';
import { reachableBySystem } from '../audit-trail/lender-offers';
import { encodeSubmissionCursor, type SubmissionPosition } from './submission-cursor';

interface SubmittedOffer {
  offerId: number;
  loanNumber: string;
  submittedAt: string;
}

export interface SubmittedOffersPage {
  offers: SubmittedOffer[];
  /** Where the next page starts: after this page's last offer, else the cursor given; null when neither. */
  nextCursor: string | null;
  /** More offers wait after this page already. */
  hasMore: boolean;
}

export interface SubmittedOffersFilter {
  /** Offers submitted at or after this instant. */
  since: Date | null;
  /** Offers after this position (a previous page's last offer). */
  after: SubmissionPosition | null;
  limit: number;
}

type Row = SubmittedOffer & { position: string };

/**
 * The Submitted offers the key reaches, in the order of their submission and then their offer id (a total order, so
 * offers submitted at the same instant are neither lost nor repeated between pages): what a lender polls to export.
 */
export async function listSubmittedOffers(db: Queryable, key: LenderKey, query: SubmittedOffersFilter): Promise<SubmittedOffersPage> {
  const rows = await db.query<Row>(
    `SELECT offer_id AS "offerId", loan_number AS "loanNumber",
       to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt",
       to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "position"
     FROM offers
     WHERE offer_status_id = $1 AND submitted_at IS NOT NULL AND ${reachableBySystem('$2')}
       AND ($3::timestamptz IS NULL OR submitted_at >= $3::timestamptz)
       AND ($4::timestamptz IS NULL OR (submitted_at, offer_id) > ($4::timestamptz, $5::integer))
     ORDER BY submitted_at, offer_id
     LIMIT $6`,
    [OfferStatus.SUBMITTED, key.lenderSystemId, query.since?.toISOString() ?? null, query.after?.submittedAt ?? null,
      query.after?.offerId ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = last
    ? encodeSubmissionCursor({ submittedAt: last.position, offerId: Number(last.offerId) })
    : query.after && encodeSubmissionCursor(query.after);
  return {
    offers: page.map(({ offerId, loanNumber, submittedAt }) => ({ offerId: Number(offerId), loanNumber, submittedAt })),
    nextCursor,
    hasMore: rows.length > query.limit,
  };
}
