/** Personal data at rest and the lockout: the date of birth sealed, CSRF tokens hashed, an identity lock that expires. */
import type { Queryable } from '../types';
import type { MigrationContext } from './index';

export const version = '007_security';

/** Seals each stored date of birth under the configured key (the plain column is dropped next). */
async function sealDatesOfBirth(tx: Queryable, { pii }: MigrationContext): Promise<void> {
  const rows = await tx.query<{ borrowerId: number; dateOfBirth: string }>(
    `SELECT borrower_id AS "borrowerId", to_char(date_of_birth, 'MM/DD/YYYY') AS "dateOfBirth"
     FROM borrowers WHERE date_of_birth IS NOT NULL`,
  );
  for (const { borrowerId, dateOfBirth } of rows) {
    await tx.query('UPDATE borrowers SET date_of_birth_sealed = $2 WHERE borrower_id = $1', [
      borrowerId, pii.seal(dateOfBirth, borrowerId),
    ]);
  }
}

export const statements = [
  'ALTER TABLE borrowers ADD COLUMN date_of_birth_sealed text',
  sealDatesOfBirth,
  'ALTER TABLE borrowers DROP COLUMN date_of_birth',
  // NULL: the lock stays until lifted (a lock placed by the lender); otherwise it ends at this time.
  'ALTER TABLE borrowers ADD COLUMN lock_expires_at timestamptz',
  // Stored CSRF tokens become hashes: sessions open at the upgrade end (their borrowers verify again).
  'DELETE FROM sessions',
  'ALTER TABLE sessions RENAME COLUMN csrf_token TO csrf_token_hash',
  'CREATE INDEX sessions_borrower_idx ON sessions (borrower_id)',
];
