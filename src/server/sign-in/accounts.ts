import { now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

export const MAX_FAILED_LOGIN_ATTEMPTS = 5;

const selectAccount = (db: Queryable) => queryBuilder(db).selectFrom('accounts')
  .select(['accountId', 'borrowerId', 'email', 'passwordHash', 'failedLoginAttempts', 'locked']);

/**
 * Email match is case-insensitive (the unique index is on lower(email)). Reads the account and holds its row until the
 * transaction ends: parallel sign-ins are checked and counted one by one.
 */
export async function lockAccountByEmail(db: Queryable, email: string) {
  const row = await selectAccount(db).where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .forUpdate().executeTakeFirst();
  return row ?? null;
}

export async function findAccountOfBorrower(db: Queryable, borrowerId: number) {
  return (await selectAccount(db).where('borrowerId', '=', borrowerId).executeTakeFirst()) ?? null;
}

/** False when the borrower or the email already has an account (nothing inserted). */
export async function insertAccount(
  db: Queryable,
  a: { borrowerId: number; email: string; passwordHash: string },
): Promise<boolean> {
  const row = await queryBuilder(db).insertInto('accounts').values(a).onConflict((oc) => oc.doNothing())
    .returning('accountId').executeTakeFirst();
  return row !== undefined;
}

/** Counts one failed sign-in; locks at the limit. Returns whether the account is now locked. */
export async function recordFailedLogin(db: Queryable, accountId: number): Promise<boolean> {
  const row = await queryBuilder(db).updateTable('accounts')
    .set((eb) => {
      const attempts = eb('failedLoginAttempts', '+', 1);
      const atLimit = eb(attempts, '>=', MAX_FAILED_LOGIN_ATTEMPTS);
      return {
        failedLoginAttempts: attempts,
        locked: eb.or([eb.ref('locked'), atLimit]).$castTo<boolean>(),
        lockedAt: eb.case().when(eb.and([eb.not(eb.ref('locked')), atLimit])).then(now).else(eb.ref('lockedAt')).end(),
      };
    })
    .where('accountId', '=', accountId).returning('locked').executeTakeFirst();
  return row?.locked ?? false;
}

export async function resetFailedLogins(db: Queryable, accountId: number): Promise<void> {
  await queryBuilder(db).updateTable('accounts').set({ failedLoginAttempts: 0 })
    .where('accountId', '=', accountId).where('failedLoginAttempts', '<>', 0).execute();
}

/** The borrower's email on file (contact record). */
export async function findEmailOnFile(db: Queryable, borrowerId: number): Promise<string | null> {
  const row = await queryBuilder(db).selectFrom('contacts').select('emailAddress').where('borrowerId', '=', borrowerId)
    .executeTakeFirst();
  const email = row?.emailAddress?.trim();
  return email ? email : null;
}

/** What the embedded provider tells a client of an account: its email and the borrower's names. */
export async function findAccountClaims(db: Queryable, accountId: number) {
  const row = await queryBuilder(db).selectFrom('accounts as a').innerJoin('borrowers as b', 'b.borrowerId', 'a.borrowerId')
    .select(['a.accountId', 'a.email', 'b.firstName', 'b.lastName']).where('a.accountId', '=', accountId).executeTakeFirst();
  return row ?? null;
}

/** The borrower whose account is linked to this identity at this issuer. */
export async function findBorrowerOfIdentity(db: Queryable, issuer: string, subject: string): Promise<number | null> {
  const row = await queryBuilder(db).selectFrom('accounts').select('borrowerId')
    .where('oidcIssuer', '=', issuer).where('oidcSubject', '=', subject).executeTakeFirst();
  return row?.borrowerId ?? null;
}

/**
 * Links the account with this email to the identity, when no identity at this issuer is linked to it yet; answers its
 * borrower, or null when there is no such account.
 */
export async function linkIdentityByEmail(db: Queryable, issuer: string, subject: string, email: string): Promise<number | null> {
  const row = await queryBuilder(db).updateTable('accounts').set({ oidcIssuer: issuer, oidcSubject: subject })
    .where((eb) => eb.and([
      eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])),
      eb.or([eb('oidcSubject', 'is', null), eb('oidcIssuer', 'is distinct from', issuer)]),
    ]))
    .returning('borrowerId').executeTakeFirst();
  return row?.borrowerId ?? null;
}
