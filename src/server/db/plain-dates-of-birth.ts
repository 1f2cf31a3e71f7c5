import type { PiiCipher } from '../pii/pii-cipher';
import type { MigrationStatus } from './migration-status';
import type { Queryable } from './types';

/** Migration 007 (security) adds the sealed date of birth and drops the plain one. */
export const SEALING_VERSION = 7;

export interface PlainDateOfBirth {
  borrowerId: number;
  dateOfBirth: string;
}

/**
 * A database from before 007 keeps dates of birth in plain text. SQL cannot seal them (the key is the server's), so
 * the runner reads them here before 007 drops the column and seals them right after 007, in the same transaction.
 * Null when there is nothing to seal: a new database has no borrowers yet, one past 007 sealed them then, and the
 * start-up re-seal only moves sealed values to a new key.
 */
export async function plainDatesOfBirth(tx: Queryable, statuses: MigrationStatus[]): Promise<PlainDateOfBirth[] | null> {
  const stateOf = (version: number) => statuses.find((s) => s.version === version)?.state;
  if (stateOf(SEALING_VERSION) !== 'pending' || stateOf(1) !== 'applied') return null;
  const rows = await tx.query<PlainDateOfBirth>(
    `SELECT borrower_id AS "borrowerId", to_char(date_of_birth, 'MM/DD/YYYY') AS "dateOfBirth"
     FROM borrowers WHERE date_of_birth IS NOT NULL`,
  );
  return rows.length > 0 ? rows : null;
}

export async function sealDatesOfBirth(tx: Queryable, dates: PlainDateOfBirth[], pii: PiiCipher): Promise<void> {
  for (const { borrowerId, dateOfBirth } of dates) {
    await tx.query('UPDATE borrowers SET date_of_birth_sealed = $2 WHERE borrower_id = $1', [
      borrowerId, pii.seal(dateOfBirth, borrowerId),
    ]);
  }
}
