import { now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

export async function findSeedHash(db: Queryable, name: string): Promise<string | null> {
  const row = await queryBuilder(db).selectFrom('seedRuns').select('contentHash').where('name', '=', name).executeTakeFirst();
  return row?.contentHash ?? null;
}

export async function saveSeedHash(db: Queryable, name: string, hash: string): Promise<void> {
  await queryBuilder(db).insertInto('seedRuns').values({ name, contentHash: hash })
    .onConflict((oc) => oc.column('name')
      .doUpdateSet((eb) => ({ contentHash: eb.ref('excluded.contentHash'), seededAt: now })))
    .execute();
}
