import type { Queryable } from '../db/types';

/** The offer's profile version (0 before its first change); the database replaces it on every change a profile reads. */
export async function readProfileVersion(db: Queryable, offerId: number): Promise<number> {
  const rows = await db.query<{ version: number }>(`SELECT ${profileVersionColumn('$1')} AS version`, [offerId]);
  return Number(rows[0]?.version ?? 0);
}

/** The version as a column of a statement, for the offer whose id is `offerId` (a column or a parameter). */
export function profileVersionColumn(offerId: string): string {
  return `coalesce((SELECT pv.version FROM profile_versions pv WHERE pv.offer_id = ${offerId}), 0)::float8`;
}
