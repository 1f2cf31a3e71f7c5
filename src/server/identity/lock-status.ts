import { queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';
import { identityLocked } from '../application/borrowers';

export interface LockStatus {
  /** Five failed identity checks, and the lock has not ended yet. */
  identityLocked: boolean;
  /** Five failed sign-ins to the borrower's account (until lifted). */
  accountLocked: boolean;
}

/** The borrower's two locks; a borrower without an account has no account lock. */
export async function findLockStatus(db: Queryable, borrowerId: number): Promise<LockStatus> {
  const row = await queryBuilder(db).selectFrom('borrowers as b').leftJoin('accounts as a', 'a.borrowerId', 'b.borrowerId')
    .select((eb) => [identityLocked.as('identityLocked'), eb.fn.coalesce('a.locked', eb.lit(false)).as('accountLocked')])
    .where('b.borrowerId', '=', borrowerId).executeTakeFirst();
  return row ?? { identityLocked: false, accountLocked: false };
}

export const isLocked = (status: LockStatus): boolean => status.identityLocked || status.accountLocked;
