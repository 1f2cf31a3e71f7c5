import type { Queryable } from '../db/types';

export async function insertLoginCode(
  db: Queryable,
  c: { codeHash: string; stateHash: string; borrowerId: number; minutes: number },
): Promise<void> {
  await db.query(
    `INSERT INTO login_codes (code_hash, state_hash, borrower_id, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 minute')`,
    [c.codeHash, c.stateHash, c.borrowerId, c.minutes],
  );
}

/** Marks a live, unused code of this sign-in as used; answers its borrower, or null (a code works once). */
export async function consumeLoginCode(db: Queryable, codeHash: string, stateHash: string): Promise<number | null> {
  const rows = await db.query<{ borrowerId: number }>(
    `UPDATE login_codes SET used = true
     WHERE code_hash = $1 AND state_hash = $2 AND NOT used AND expires_at > now()
     RETURNING borrower_id AS "borrowerId"`,
    [codeHash, stateHash],
  );
  return rows[0]?.borrowerId ?? null;
}

export async function deleteExpiredLoginCodes(db: Queryable): Promise<void> {
  await db.query('DELETE FROM login_codes WHERE expires_at <= now()');
}
