import type { Queryable } from '../db/types';
import { IDENTITY_LOCKED_SQL } from './borrowers';

export interface LockStatus {
  /** Five failed identity checks, and the lock has not ended yet. */
  identityLocked: boolean;
  /** Five failed sign-ins to the borrower's account (until lifted). */
  accountLocked: boolean;
}

/** The borrower's two locks; a borrower without an account has no account lock. */
export async function findLockStatus(db: Queryable, borrowerId: number): Promise<LockStatus> {
  const rows = await db.query<LockStatus>(
    `SELECT ${IDENTITY_LOCKED_SQL} AS "identityLocked", coalesce(a.locked, false) AS "accountLocked"
     FROM borrowers b LEFT JOIN accounts a ON a.borrower_id = b.borrower_id
     WHERE b.borrower_id = $1`,
    [borrowerId],
  );
  return rows[0] ?? { identityLocked: false, accountLocked: false };
}

export const isLocked = (status: LockStatus): boolean => status.identityLocked || status.accountLocked;
