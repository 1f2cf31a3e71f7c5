import { fromNow, now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

export async function insertLoginCode(
  db: Queryable,
  c: { codeHash: string; stateHash: string; borrowerId: number; minutes: number },
): Promise<void> {
  await queryBuilder(db).insertInto('loginCodes').values({
    codeHash: c.codeHash, stateHash: c.stateHash, borrowerId: c.borrowerId,
    expiresAt: fromNow(c.minutes * 60),
  }).execute();
}

/** Marks a live, unused code of this sign-in as used; answers its borrower, or null (a code works once). */
export async function consumeLoginCode(db: Queryable, codeHash: string, stateHash: string): Promise<number | null> {
  const row = await queryBuilder(db).updateTable('loginCodes').set({ used: true })
    .where('codeHash', '=', codeHash).where('stateHash', '=', stateHash).where('used', '=', false).where('expiresAt', '>', now)
    .returning('borrowerId').executeTakeFirst();
  return row?.borrowerId ?? null;
}

export async function deleteExpiredLoginCodes(db: Queryable): Promise<void> {
  await queryBuilder(db).deleteFrom('loginCodes').where('expiresAt', '<=', now).execute();
}
