import type { Queryable } from '../db/types';

/** A new link id: 64 hex digits from two version-4 UUIDs (as migration 009 makes them). */
const NEW_LINK_ID = `translate(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/** The link id of each borrower's application on the offer, by the lender's borrower id. */
export async function findBorrowerLinkIds(db: Queryable, offerId: number): Promise<Map<number, string>> {
  const rows = await db.query<{ borrowerId: number; linkId: string }>(
    'SELECT borrower_id AS "borrowerId", link_id AS "linkId" FROM applications WHERE offer_id = $1',
    [offerId],
  );
  return new Map(rows.map((r) => [Number(r.borrowerId), r.linkId]));
}

/**
 * The lender's revocation: the offer and each of its borrowers get new link ids, so every link sent before answers as
 * not found, and the sessions opened through them end.
 */
export async function revokeOfferLinks(db: Queryable, offerId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE offer_id = $1', [offerId]);
  await db.query(`UPDATE applications SET link_id = ${NEW_LINK_ID} WHERE offer_id = $1`, [offerId]);
  await db.query(`UPDATE offers SET link_id = ${NEW_LINK_ID}, updated_at = now() WHERE offer_id = $1`, [offerId]);
}
