import { expressionBuilder } from 'kysely';
import { fromNow, now, queryBuilder } from '../db/query-builder';
import type { Tables } from '../db/tables';
import type { Queryable } from '../db/types';
import { identityLocked } from '../application/borrowers';
import { profileVersionOf } from '../profile/profile-versions';

export interface NewSession {
  tokenHash: string;
  csrfTokenHash: string;
  borrowerId: number;
  offerId: number;
  applicationId: number;
  idleMinutes: number;
  /** The issuer's tokens the session holds, sealed (none for a session opened by the identity check). */
  oidcTokensSealed?: string;
}

/** How far (seconds) an idle expiry must move before it is written. */
const SLIDE_STEP = 15;

const RECORD = [
  's.sessionId',
  // SHA-256 of the CSRF token the client holds; the token itself is never stored.
  's.csrfTokenHash',
  's.borrowerId',
  's.offerId',
  // The offer's id in the API: bodies and queries name the offer by it.
  'o.linkId as offerLinkId',
  's.applicationId',
] as const;

const s = expressionBuilder<{ s: Tables['sessions'] }, 's'>();

/** A live session: its token's, neither idle past its expiry nor older than its absolute lifetime. */
const live = (tokenHash: string, maxHours: number) => s.and([
  s('s.tokenHash', '=', tokenHash), s('s.expiresAt', '>', now), s('s.createdAt', '>', fromNow(-maxHours * 3600)),
]);

export type SessionRecord = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

export async function insertSession(db: Queryable, s: NewSession): Promise<void> {
  await queryBuilder(db).insertInto('sessions').values({
    tokenHash: s.tokenHash, csrfTokenHash: s.csrfTokenHash, borrowerId: s.borrowerId, offerId: s.offerId,
    applicationId: s.applicationId, expiresAt: fromNow(s.idleMinutes * 60), oidcTokensSealed: s.oidcTokensSealed ?? null,
  }).execute();
}

/**
 * Finds a live session and slides its idle expiry forward, never past its absolute lifetime; one statement also
 * reads the borrower's consent and lock and the offer's state for the guard. The expiry is written only when it
 * would move by more than `SLIDE_STEP`: most guarded reads then write nothing (no commit to flush), and a session
 * idles at most that much less than the setting.
 */
export async function touchSession(db: Queryable, tokenHash: string, limits: { idleMinutes: number; maxHours: number }) {
  const slidTo = fromNow(limits.idleMinutes * 60);
  const row = await queryBuilder(db)
    .with('live', (q) => q.selectFrom('sessions as s').select('s.sessionId').where(live(tokenHash, limits.maxHours)))
    // PostgreSQL runs a data-modifying WITH once whether or not the query reads it.
    .with('slid', (q) => q.updateTable('sessions as s').from('live').set({ lastSeenAt: now, expiresAt: slidTo })
      .whereRef('s.sessionId', '=', 'live.sessionId').where('s.expiresAt', '<', fromNow(limits.idleMinutes * 60 - SLIDE_STEP))
      .returning('s.sessionId'))
    .selectFrom('live').innerJoin('sessions as s', 's.sessionId', 'live.sessionId')
    .innerJoin('borrowers as b', 'b.borrowerId', 's.borrowerId').innerJoin('offers as o', 'o.offerId', 's.offerId')
    .select((eb) => [
      ...RECORD, 'b.hasSignedConsent', identityLocked.as('locked'), 'o.offerStatusId', 'o.activeInd as offerActive',
      // The offer's profile version as this request found it (kept profiles at least this new may answer).
      profileVersionOf(eb.ref('s.offerId')).as('profileVersion'),
    ])
    .executeTakeFirst();
  return row ?? null;
}

/** A session together with what decides whether it may still act: its borrower's consent and lock, its offer's state. */
export type GuardedSession = NonNullable<Awaited<ReturnType<typeof touchSession>>>;

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await queryBuilder(db).deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}

/** A live session, read without sliding its expiry (background polling must not keep an idle session alive). */
export async function findLiveSession(db: Queryable, tokenHash: string, limits: { maxHours: number }) {
  const row = await queryBuilder(db).selectFrom('sessions as s').innerJoin('offers as o', 'o.offerId', 's.offerId')
    .select(RECORD).where(live(tokenHash, limits.maxHours)).executeTakeFirst();
  return row ?? null;
}

export async function findSessionTokens(db: Queryable, sessionId: number): Promise<string | null> {
  const row = await queryBuilder(db).selectFrom('sessions').select('oidcTokensSealed').where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return row?.oidcTokensSealed ?? null;
}

export async function updateSessionTokens(db: Queryable, sessionId: number, sealed: string): Promise<void> {
  await queryBuilder(db).updateTable('sessions').set({ oidcTokensSealed: sealed }).where('sessionId', '=', sessionId).execute();
}

export async function deleteSession(db: Queryable, sessionId: number): Promise<void> {
  await queryBuilder(db).deleteFrom('sessions').where('sessionId', '=', sessionId).execute();
}

/** Ends every session of a borrower (a lock). */
export async function deleteSessionsOfBorrower(db: Queryable, borrowerId: number): Promise<void> {
  await queryBuilder(db).deleteFrom('sessions').where('borrowerId', '=', borrowerId).execute();
}
