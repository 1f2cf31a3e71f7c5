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

