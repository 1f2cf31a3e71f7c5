-- Personal data at rest and the lockout: the date of birth sealed, CSRF tokens hashed, an identity lock that expires.

ALTER TABLE borrowers ADD COLUMN date_of_birth_sealed text;

-- Dates of birth a database held here are sealed by the runner right after this migration (src/server/db/plain-dates-of-birth.ts).
ALTER TABLE borrowers DROP COLUMN date_of_birth;

-- NULL: the lock stays until lifted (a lock placed by the lender); otherwise it ends at this time.
ALTER TABLE borrowers ADD COLUMN lock_expires_at timestamptz;

-- Stored CSRF tokens become hashes: sessions open at the upgrade end (their borrowers verify again).
DELETE FROM sessions;

ALTER TABLE sessions RENAME COLUMN csrf_token TO csrf_token_hash;

CREATE INDEX sessions_borrower_idx ON sessions (borrower_id);
