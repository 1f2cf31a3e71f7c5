import { sql } from 'kysely';
import { now, queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

/** A new link id: 64 hex digits from two version-4 UUIDs (as migration 009 makes them). */
const newLinkId = sql<string>`translate(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/** The link id of each borrower's application on the offer, by the lender's borrower id. */
export async function findBorrowerLinkIds(db: Queryable, offerId: number): Promise<Map<number, string>> {
  const rows = await queryBuilder(db).selectFrom('applications').select(['borrowerId', 'linkId'])
    .where('offerId', '=', offerId).execute();
  return new Map(rows.map((r) => [r.borrowerId, r.linkId]));
}

/**
 * The lender's revocation: the offer and each of its borrowers get new link ids, so every link sent before answers as
 * not found, and the sessions opened through them end.
 */
export async function revokeOfferLinks(db: Queryable, offerId: number): Promise<void> {
  const q = queryBuilder(db);
  await q.deleteFrom('sessions').where('offerId', '=', offerId).execute();
  await q.updateTable('applications').set({ linkId: newLinkId }).where('offerId', '=', offerId).execute();
  await q.updateTable('offers').set({ linkId: newLinkId, updatedAt: now }).where('offerId', '=', offerId)
    .execute();
}
