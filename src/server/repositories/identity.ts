import type { Queryable } from '../db/types';

export interface IdentityHashes {
  ssnLastSixHash: string;
  dateOfBirthHash: string;
}

export async function findIdentityHashes(db: Queryable, borrowerId: number): Promise<IdentityHashes | null> {
  const rows = await db.query<IdentityHashes>(
    `SELECT ssn_last_six_hash AS "ssnLastSixHash", date_of_birth_hash AS "dateOfBirthHash"
     FROM identity_verifications WHERE borrower_id = $1`,
    [borrowerId],
  );
  return rows[0] ?? null;
}

/** Inserts the hashes unless the borrower already has some. */
export async function insertIdentityHashes(db: Queryable, borrowerId: number, h: IdentityHashes): Promise<void> {
  await db.query(
    `INSERT INTO identity_verifications (borrower_id, ssn_last_six_hash, date_of_birth_hash) VALUES ($1, $2, $3)
     ON CONFLICT (borrower_id) DO NOTHING`,
    [borrowerId, h.ssnLastSixHash, h.dateOfBirthHash],
  );
}
