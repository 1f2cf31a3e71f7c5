import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import type { Queryable } from '../db/types';
import { lockAccountByEmail, recordFailedLogin, resetFailedLogins } from './accounts';

export type CredentialOutcome = { kind: 'ok'; borrowerId: number; accountId: number } | { kind: 'invalid' } | { kind: 'locked' };

/**
 * The built-in provider's password check (call inside a transaction: the account's row is held from the lock check
 * to the count). Five consecutive failures lock the account (persisted); a locked account
 * stays locked even with the right password; success resets the counter. Answers rather than throws, so the failure
 * count commits with the caller's transaction.
 */
export async function checkCredentials(db: Queryable, email: string, password: string): Promise<CredentialOutcome> {
  const account = await lockAccountByEmail(db, email);
  if (!account) {
    await verifyPassword(password, DUMMY_PASSWORD_HASH);
    return { kind: 'invalid' };
  }
  if (account.locked) return { kind: 'locked' };
  if (await verifyPassword(password, account.passwordHash)) {
    await resetFailedLogins(db, account.accountId);
    return { kind: 'ok', borrowerId: account.borrowerId, accountId: account.accountId };
  }
  return (await recordFailedLogin(db, account.accountId)) ? { kind: 'locked' } : { kind: 'invalid' };
}
