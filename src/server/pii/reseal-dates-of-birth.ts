import type { Queryable } from '../db/types';
import type { PiiCipher } from './pii-cipher';

/**
 * Key rotation: dates of birth sealed under a previous key are opened and sealed again under the current one.
 * Runs at start; returns how many were re-sealed.
 */
export async function resealDatesOfBirth(db: Queryable, pii: PiiCipher): Promise<number> {
  const rows = await db.query<{ borrowerId: number; sealed: string }>(
    `SELECT borrower_id AS "borrowerId", date_of_birth_sealed AS sealed FROM borrowers
     WHERE split_part(date_of_birth_sealed, '.', 2) <> $1`,
    [pii.currentKeyId],
  );
  for (const { borrowerId, sealed } of rows) {
    await db.query('UPDATE borrowers SET date_of_birth_sealed = $3 WHERE borrower_id = $1 AND date_of_birth_sealed = $2', [
      borrowerId, sealed, pii.seal(pii.open(sealed, borrowerId), borrowerId),
    ]);
  }
  return rows.length;
}
