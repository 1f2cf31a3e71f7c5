import { queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

/** A missing flag reads as false. */
export async function readFlag(db: Queryable, name: string): Promise<boolean> {
  const row = await queryBuilder(db).selectFrom('featureFlags').select('flagValue').where('name', '=', name).executeTakeFirst();
  return row?.flagValue ?? false;
}
