import type { Queryable } from '../db/types';

export interface AccountRecord {
  accountId: number;
  borrowerId: number;
  email: string;
  passwordHash: string;
  failedLoginAttempts: number;
  locked: boolean;
}

export const MAX_FAILED_LOGIN_ATTEMPTS = 5;

const SELECT = `SELECT account_id AS "accountId", borrower_id AS "borrowerId", email, password_hash AS "passwordHash",
  failed_login_attempts AS "failedLoginAttempts", locked FROM accounts`;

/**
 * Email match is case-insensitive (the unique index is on lower(email)). Reads the account and holds its row until the
 * transaction ends: parallel sign-ins are checked and counted one by one.
 */
export async function lockAccountByEmail(db: Queryable, email: string): Promise<AccountRecord | null> {
  const rows = await db.query<AccountRecord>(`${SELECT} WHERE lower(email) = lower($1) FOR UPDATE`, [email]);
  return rows[0] ?? null;
}

export async function findAccountOfBorrower(db: Queryable, borrowerId: number): Promise<AccountRecord | null> {
  const rows = await db.query<AccountRecord>(`${SELECT} WHERE borrower_id = $1`, [borrowerId]);
  return rows[0] ?? null;
}

/** False when the borrower or the email already has an account (nothing inserted). */
export async function insertAccount(
  db: Queryable,
  a: { borrowerId: number; email: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO accounts (borrower_id, email, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING account_id`,
    [a.borrowerId, a.email, a.passwordHash],
  );
  return rows.length > 0;
}

/** Counts one failed sign-in; locks at the limit. Returns whether the account is now locked. */
export async function recordFailedLogin(db: Queryable, accountId: number): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `UPDATE accounts SET failed_login_attempts = failed_login_attempts + 1,
       locked = locked OR failed_login_attempts + 1 >= $2,
       locked_at = CASE WHEN NOT locked AND failed_login_attempts + 1 >= $2 THEN now() ELSE locked_at END
     WHERE account_id = $1 RETURNING locked`,
    [accountId, MAX_FAILED_LOGIN_ATTEMPTS],
  );
  return rows[0]?.locked ?? false;
}

export async function resetFailedLogins(db: Queryable, accountId: number): Promise<void> {
  await db.query('UPDATE accounts SET failed_login_attempts = 0 WHERE account_id = $1 AND failed_login_attempts <> 0', [
    accountId,
  ]);
}

/** The borrower's email on file (contact record). */
export async function findEmailOnFile(db: Queryable, borrowerId: number): Promise<string | null> {
  const rows = await db.query<{ email: string | null }>('SELECT email_address AS email FROM contacts WHERE borrower_id = $1', [
    borrowerId,
  ]);
  const email = rows[0]?.email?.trim();
  return email ? email : null;
}
