import type { Queryable } from '../db/types';
import { IDENTITY_LOCKED_SQL } from './borrowers';
import { profileVersionColumn } from './profile-versions';

export interface SessionRecord {
  sessionId: number;
  /** SHA-256 of the CSRF token the client holds; the token itself is never stored. */
  csrfTokenHash: string;
  borrowerId: number;
  offerId: number;
  /** The offer's id in the API: bodies and queries name the offer by it. */
  offerLinkId: string;
  applicationId: number;
}

/** A session together with what decides whether it may still act: its borrower's consent and lock, its offer's state. */
export interface GuardedSession extends SessionRecord {
  hasSignedConsent: boolean;
  locked: boolean;
  offerStatusId: number;
  offerActive: boolean;
  /** The offer's profile version as this request found it (kept profiles at least this new may answer). */
  profileVersion: number;
}

export interface NewSession {
  tokenHash: string;
  csrfTokenHash: string;
  borrowerId: number;
  offerId: number;
  applicationId: number;
  idleMinutes: number;
}

const RECORD = `s.session_id AS "sessionId", s.csrf_token_hash AS "csrfTokenHash", s.borrower_id AS "borrowerId",
  s.offer_id AS "offerId", o.link_id AS "offerLinkId", s.application_id AS "applicationId"`;
/** How far an idle expiry must move before it is written. */
const SLIDE_STEP = '15 seconds';
const LIVE = 's.token_hash = $1 AND s.expires_at > now() AND s.created_at > now() - $2 * interval \'1 hour\'';

export async function insertSession(db: Queryable, s: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, csrf_token_hash, borrower_id, offer_id, application_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 minute')`,
    [s.tokenHash, s.csrfTokenHash, s.borrowerId, s.offerId, s.applicationId, s.idleMinutes],
  );
}

/**
 * Finds a live session and slides its idle expiry forward, never past its absolute lifetime; one statement also
 * reads the borrower's consent and lock and the offer's state for the guard. The expiry is written only when it
 * would move by more than `SLIDE_STEP`: most guarded reads then write nothing (no commit to flush), and a session
 * idles at most that much less than the setting.
 */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  limits: { idleMinutes: number; maxHours: number },
): Promise<GuardedSession | null> {
  const rows = await db.query<GuardedSession>(
    // PostgreSQL runs a data-modifying WITH once whether or not the query reads it.
    `WITH live AS (SELECT s.session_id FROM sessions s WHERE ${LIVE}),
     slid AS (
       UPDATE sessions s SET last_seen_at = now(), expires_at = now() + $3 * interval '1 minute'
       FROM live WHERE s.session_id = live.session_id
         AND s.expires_at < now() + $3 * interval '1 minute' - interval '${SLIDE_STEP}'
       RETURNING s.session_id)
     SELECT ${RECORD}, b.has_signed_consent AS "hasSignedConsent", ${IDENTITY_LOCKED_SQL} AS locked,
       o.offer_status_id AS "offerStatusId", o.active_ind AS "offerActive",
       ${profileVersionColumn('s.offer_id')} AS "profileVersion"
     FROM live JOIN sessions s ON s.session_id = live.session_id
       JOIN borrowers b ON b.borrower_id = s.borrower_id JOIN offers o ON o.offer_id = s.offer_id`,
    [tokenHash, limits.maxHours, limits.idleMinutes],
  );
  return rows[0] ?? null;
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}

/** A live session, read without sliding its expiry (background polling must not keep an idle session alive). */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  limits: { maxHours: number },
): Promise<SessionRecord | null> {
  const rows = await db.query<SessionRecord>(`SELECT ${RECORD} FROM sessions s JOIN offers o ON o.offer_id = s.offer_id WHERE ${LIVE}`, [
    tokenHash, limits.maxHours,
  ]);
  return rows[0] ?? null;
}

export async function deleteSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
}

/** Ends every session of a borrower (a lock). */
export async function deleteSessionsOfBorrower(db: Queryable, borrowerId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE borrower_id = $1', [borrowerId]);
}
