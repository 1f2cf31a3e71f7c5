import type { Queryable } from '../db/types';

/** A missing flag reads as false. */
export async function readFlag(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.query<{ flagValue: boolean }>('SELECT flag_value AS "flagValue" FROM feature_flags WHERE name = $1', [
    name,
  ]);
  return rows[0]?.flagValue ?? false;
}
