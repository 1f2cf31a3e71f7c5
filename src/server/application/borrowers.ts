import { expressionBuilder } from 'kysely';
import { fromNow, now, queryBuilder, type RowOf } from '../db/query-builder';
import type { Tables } from '../db/tables';
import type { Queryable } from '../db/types';

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

const b = expressionBuilder<{ b: Tables['borrowers'] }, 'b'>();

/** On `borrowers as b`: the borrower's identity lock is in force (a lock with an expiry ends by itself). */
export const identityLocked = b.and([
  b.ref('b.locked'), b.or([b('b.lockExpiresAt', 'is', null), b('b.lockExpiresAt', '>', now)]),
]).$castTo<boolean>();

function selectBorrower(db: Queryable) {
  return queryBuilder(db).selectFrom('borrowers as b').select([
    'b.borrowerId', 'b.firstName', 'b.middleName', 'b.lastName', 'b.suffixName', 'b.otherSuffix',
    // Sealed with the PII cipher (opened where the portal shows it).
    'b.dateOfBirthSealed as sealedDateOfBirth',
    'b.citizenshipStatus', 'b.maritalStatus', 'b.alternateNameInd', 'b.dependentsInd', 'b.hasSignedConsent',
    'b.failedVerifyAttempts', identityLocked.as('locked'),
  ]);
}

/** A borrower as the services read one: the columns `findBorrower` selects, typed by the builder. */
export type BorrowerRecord = RowOf<typeof selectBorrower>;

export async function findBorrower(db: Queryable, borrowerId: number): Promise<BorrowerRecord | null> {
  return (await selectBorrower(db).where('b.borrowerId', '=', borrowerId).executeTakeFirst()) ?? null;
}

export async function updatePersonal(db: Queryable, borrowerId: number, p: PersonalUpdate): Promise<void> {
  await queryBuilder(db).updateTable('borrowers')
    .set({
      firstName: p.firstName, middleName: p.middleName, lastName: p.lastName, suffixName: p.suffixName,
      otherSuffix: p.otherSuffix, dateOfBirthSealed: p.sealedDateOfBirth, citizenshipStatus: p.citizenshipStatus,
      maritalStatus: p.maritalStatus, alternateNameInd: p.alternateNameInd, dependentsInd: p.dependentsInd, updatedAt: now,
    })
    .where('borrowerId', '=', borrowerId).execute();
}

export async function recordConsent(db: Queryable, borrowerId: number): Promise<void> {
  await queryBuilder(db).updateTable('borrowers')
    .set((eb) => ({ hasSignedConsent: true, consentedAt: eb.fn.coalesce('consentedAt', now), updatedAt: now }))
    .where('borrowerId', '=', borrowerId).execute();
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
  const row = await queryBuilder(db).selectFrom('borrowers as b')
    .select((eb) => [
      'b.hasSignedConsent', identityLocked.as('locked'),
      eb.and([eb.ref('b.locked'), eb('b.lockExpiresAt', '<=', now)]).$castTo<boolean>().as('lockExpired'),
    ])
    .where('b.borrowerId', '=', borrowerId).forUpdate().executeTakeFirst();
  return row ?? null;
}

/** Counts one failed identity check; at the limit the borrower is locked for `lockMinutes`. Returns whether now locked. */
export async function recordFailedVerify(db: Queryable, borrowerId: number, lockMinutes: number): Promise<boolean> {
  const row = await queryBuilder(db).updateTable('borrowers')
    .set((eb) => {
      const attempts = eb('failedVerifyAttempts', '+', 1);
      const atLimit = eb(attempts, '>=', MAX_FAILED_VERIFY_ATTEMPTS);
      const locking = eb.and([eb.not(eb.ref('locked')), atLimit]);
      return {
        failedVerifyAttempts: attempts,
        locked: eb.or([eb.ref('locked'), atLimit]).$castTo<boolean>(),
        lockedAt: eb.case().when(locking).then(now).else(eb.ref('lockedAt')).end(),
        lockExpiresAt: eb.case().when(locking).then(fromNow(lockMinutes * 60))
          .else(eb.ref('lockExpiresAt')).end(),
        updatedAt: now,
      };
    })
    .where('borrowerId', '=', borrowerId).returning('locked').executeTakeFirst();
  return row?.locked ?? false;
}

/** Success, or an expired lock: the count starts again. */
export async function resetFailedVerify(db: Queryable, borrowerId: number): Promise<void> {
  await queryBuilder(db).updateTable('borrowers').set({ failedVerifyAttempts: 0, locked: false, lockExpiresAt: null })
    .where('borrowerId', '=', borrowerId)
    .where((eb) => eb.or([eb('failedVerifyAttempts', '<>', 0), eb.ref('locked')]))
    .execute();
}

/** The language the borrower last chose to read the portal in, or null. */
export async function portalLocaleOf(db: Queryable, borrowerId: number): Promise<string | null> {
  const row = await queryBuilder(db).selectFrom('borrowers').select('portalLocale').where('borrowerId', '=', borrowerId)
    .executeTakeFirst();
  return row?.portalLocale ?? null;
}

export async function setPortalLocale(db: Queryable, borrowerId: number, locale: string): Promise<void> {
  await queryBuilder(db).updateTable('borrowers').set({ portalLocale: locale, updatedAt: now })
    .where('borrowerId', '=', borrowerId).where('portalLocale', 'is distinct from', locale).execute();
}
