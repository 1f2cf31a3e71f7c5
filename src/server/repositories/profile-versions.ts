import type { Queryable } from '../db/types';

/** The offer's profile version (0 before its first change); the database replaces it on every change a profile reads. */
export async function readProfileVersion(db: Queryable, offerId: number): Promise<number> {
  const rows = await db.query<{ version: number | string }>(
    'SELECT coalesce((SELECT version FROM profile_versions WHERE offer_id = $1), 0) AS version',
    [offerId],
  );
  return Number(rows[0]?.version ?? 0);
}

/** The same version as a column of a statement that has the offer's id as `offerIdColumn`. */
export const profileVersionColumn = (offerIdColumn: string): string =>
  `coalesce((SELECT pv.version FROM profile_versions pv WHERE pv.offer_id = ${offerIdColumn}), 0)::float8`;
