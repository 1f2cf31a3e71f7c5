import type { Queryable } from '../db/types';

export interface BorrowerRecord {
  borrowerId: number;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffixName: string | null;
  otherSuffix: string | null;
  /** Sealed with the PII cipher (opened where the portal shows it). */
  sealedDateOfBirth: string | null;
  citizenshipStatus: string | null;
  maritalStatus: string | null;
  alternateNameInd: boolean | null;
  dependentsInd: boolean | null;
  hasSignedConsent: boolean;
  failedVerifyAttempts: number;
  locked: boolean;
}

export interface PersonalUpdate {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffixName: string | null;
  otherSuffix: string | null;
  sealedDateOfBirth: string;
  citizenshipStatus: string;
  maritalStatus: string;
  alternateNameInd: boolean;
  dependentsInd: boolean;
}

export const MAX_FAILED_VERIFY_ATTEMPTS = 5;

/** SQL: the borrower's identity lock is in force (a lock with an expiry ends by itself). */
export const IDENTITY_LOCKED_SQL = '(b.locked AND (b.lock_expires_at IS NULL OR b.lock_expires_at > now()))';

export async function findBorrower(db: Queryable, borrowerId: number): Promise<BorrowerRecord | null> {
  const rows = await db.query<BorrowerRecord>(
    `SELECT borrower_id AS "borrowerId", first_name AS "firstName", middle_name AS "middleName",
       last_name AS "lastName", suffix_name AS "suffixName", other_suffix AS "otherSuffix",
       date_of_birth_sealed AS "sealedDateOfBirth", citizenship_status AS "citizenshipStatus",
       marital_status AS "maritalStatus", alternate_name_ind AS "alternateNameInd",
       dependents_ind AS "dependentsInd", has_signed_consent AS "hasSignedConsent",
       failed_verify_attempts AS "failedVerifyAttempts", ${IDENTITY_LOCKED_SQL} AS locked
     FROM borrowers b WHERE borrower_id = $1`,
    [borrowerId],
  );
  return rows[0] ?? null;
}

export async function updatePersonal(db: Queryable, borrowerId: number, p: PersonalUpdate): Promise<void> {
  await db.query(
    `UPDATE borrowers SET first_name = $2, middle_name = $3, last_name = $4, suffix_name = $5, other_suffix = $6,
       date_of_birth_sealed = $7, citizenship_status = $8, marital_status = $9,
       alternate_name_ind = $10, dependents_ind = $11, updated_at = now()
     WHERE borrower_id = $1`,
    [
      borrowerId, p.firstName, p.middleName, p.lastName, p.suffixName, p.otherSuffix, p.sealedDateOfBirth,
      p.citizenshipStatus, p.maritalStatus, p.alternateNameInd, p.dependentsInd,
    ],
  );
}

export async function recordConsent(db: Queryable, borrowerId: number): Promise<void> {
  await db.query(
    `UPDATE borrowers SET has_signed_consent = true, consented_at = coalesce(consented_at, now()), updated_at = now()
     WHERE borrower_id = $1`,
    [borrowerId],
  );
}

export interface IdentityCheckState {
  hasSignedConsent: boolean;
  locked: boolean;
  lockExpired: boolean;
}

/**
 * Reads what an identity check needs and holds the borrower's row until the transaction ends, so the lock check,
 * the comparison and the failure count of parallel checks run one after another.
 */
export async function lockForIdentityCheck(db: Queryable, borrowerId: number): Promise<IdentityCheckState | null> {
  const rows = await db.query<IdentityCheckState>(
    `SELECT has_signed_consent AS "hasSignedConsent", ${IDENTITY_LOCKED_SQL} AS locked,
       (b.locked AND b.lock_expires_at <= now()) AS "lockExpired"
     FROM borrowers b WHERE borrower_id = $1 FOR UPDATE`,
    [borrowerId],
  );
  return rows[0] ?? null;
}

/** Counts one failed identity check; at the limit the borrower is locked for `lockMinutes`. Returns whether now locked. */
export async function recordFailedVerify(db: Queryable, borrowerId: number, lockMinutes: number): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `UPDATE borrowers SET failed_verify_attempts = failed_verify_attempts + 1,
       locked = locked OR failed_verify_attempts + 1 >= $2,
       locked_at = CASE WHEN NOT locked AND failed_verify_attempts + 1 >= $2 THEN now() ELSE locked_at END,
       lock_expires_at = CASE WHEN NOT locked AND failed_verify_attempts + 1 >= $2
         THEN now() + $3 * interval '1 minute' ELSE lock_expires_at END,
       updated_at = now()
     WHERE borrower_id = $1 RETURNING locked`,
    [borrowerId, MAX_FAILED_VERIFY_ATTEMPTS, lockMinutes],
  );
  return rows[0]?.locked ?? false;
}

/** Success, or an expired lock: the count starts again. */
export async function resetFailedVerify(db: Queryable, borrowerId: number): Promise<void> {
  await db.query(
    `UPDATE borrowers SET failed_verify_attempts = 0, locked = false, lock_expires_at = NULL
     WHERE borrower_id = $1 AND (failed_verify_attempts <> 0 OR locked)`,
    [borrowerId],
  );
}

/** The language the borrower last chose to read the portal in, or null. */
export async function portalLocaleOf(db: Queryable, borrowerId: number): Promise<string | null> {
  const rows = await db.query<{ portalLocale: string | null }>('SELECT portal_locale AS "portalLocale" FROM borrowers WHERE borrower_id = $1', [borrowerId]);
  return rows[0]?.portalLocale ?? null;
}

export async function setPortalLocale(db: Queryable, borrowerId: number, locale: string): Promise<void> {
  await db.query('UPDATE borrowers SET portal_locale = $2, updated_at = now() WHERE borrower_id = $1 AND portal_locale IS DISTINCT FROM $2', [borrowerId, locale]);
}
