import type { Queryable } from '../db/types';

export interface SessionRecord {
  sessionId: number;
  csrfToken: string;
  borrowerId: number;
  offerId: number;
  applicationId: number;
}

export interface NewSession {
  tokenHash: string;
  csrfToken: string;
  borrowerId: number;
  offerId: number;
  applicationId: number;
  idleMinutes: number;
}

export async function insertSession(db: Queryable, s: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, csrf_token, borrower_id, offer_id, application_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 minute')`,
    [s.tokenHash, s.csrfToken, s.borrowerId, s.offerId, s.applicationId, s.idleMinutes],
  );
}

/** Finds a live session and slides its idle expiry forward, never past its absolute lifetime. */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  limits: { idleMinutes: number; maxHours: number },
): Promise<SessionRecord | null> {
  const rows = await db.query<SessionRecord>(
    `UPDATE sessions SET last_seen_at = now(), expires_at = now() + $2 * interval '1 minute'
     WHERE token_hash = $1 AND expires_at > now() AND created_at > now() - $3 * interval '1 hour'
     RETURNING session_id AS "sessionId", csrf_token AS "csrfToken", borrower_id AS "borrowerId",
       offer_id AS "offerId", application_id AS "applicationId"`,
    [tokenHash, limits.idleMinutes, limits.maxHours],
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
  const rows = await db.query<SessionRecord>(
    `SELECT session_id AS "sessionId", csrf_token AS "csrfToken", borrower_id AS "borrowerId",
       offer_id AS "offerId", application_id AS "applicationId"
     FROM sessions WHERE token_hash = $1 AND expires_at > now() AND created_at > now() - $2 * interval '1 hour'`,
    [tokenHash, limits.maxHours],
  );
  return rows[0] ?? null;
}

export async function deleteSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
}
