import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import type { LenderKey } from '../repositories/lender-keys';

export interface LenderOffer {
  offerId: number;
  offerStatusId: number;
  activeInd: boolean;
  submittedAt: string | null;
}

/**
 * The offer as a lender key may reach it: offers the key created, and the installation's own offers (demo seed, file
 * import). Another system's offer is answered as not found, exactly like an offer that does not exist.
 */
export async function findLenderOffer(db: Queryable, key: LenderKey, offerId: number): Promise<LenderOffer> {
  const rows = await db.query<LenderOffer>(
    `SELECT offer_id AS "offerId", offer_status_id AS "offerStatusId", active_ind AS "activeInd",
       to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt"
     FROM offers WHERE offer_id = $1 AND (lender_key_id IS NULL OR lender_key_id = $2)`,
    [offerId, key.lenderKeyId],
  );
  const offer = rows[0];
  if (!offer) throw new AppError('LOAN_NOT_FOUND');
  return offer;
}

/** The SQL condition a key's listings share (`$n` is the key's id). */
export const reachableByKey = (param: string): string => `(lender_key_id IS NULL OR lender_key_id = ${param})`;
