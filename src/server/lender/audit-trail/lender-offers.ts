import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import type { LenderKey } from '../keys/key-records';

/** The SQL condition of the offers a key reaches (`param` holds its lender system's id). */
export const reachableBySystem = (param: string): string =>
  `(lender_system_id IS NULL OR lender_system_id = ${param})`;

export interface LenderOffer {
  offerId: number;
  offerStatusId: number;
  activeInd: boolean;
  submittedAt: string | null;
}

/**
 * The offer as a lender key may reach it: its lender system's offers, whichever of the system's keys created them,
 * and the installation's own offers (demo seed, file import). Another system's offer is answered as not found,
 * exactly like an offer that does not exist.
 */
export async function findLenderOffer(db: Queryable, key: LenderKey, offerId: number): Promise<LenderOffer> {
  const rows = await db.query<LenderOffer>(
    `SELECT offer_id AS "offerId", offer_status_id AS "offerStatusId", active_ind AS "activeInd",
       to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt"
     FROM offers WHERE offer_id = $1 AND ${reachableBySystem('$2')}`,
    [offerId, key.lenderSystemId],
  );
  const offer = rows[0];
  if (!offer) throw new AppError('LOAN_NOT_FOUND');
  return offer;
}

