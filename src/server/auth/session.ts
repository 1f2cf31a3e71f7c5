import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import { AppError } from '../errors';
import { isOpenForChanges } from '../offer/offer-open';
import { listApplicationsOfOffer } from '../application/applications';
import {
  deleteSession, findLiveSession, type GuardedSession, insertSession, type SessionRecord, touchSession,
} from './sessions';
import { randomToken, safeEqual, sha256 } from './crypto';

export const SESSION_COOKIE = 'portal_session';
export const CSRF_HEADER = 'x-csrf-token';
/** The OAuth agent's calls (refresh, logout) carry the same CSRF value under this header. */
export const ORIGINATION_CSRF_HEADER = 'x-origination-csrf';

declare module 'fastify' {
  interface FastifyRequest {
    portalSession: GuardedSession | null;
  }
}

/** Creates the session row and sets the signed cookie; returns the CSRF token for the client. */
export async function startSession(
  db: Queryable,
  config: Config,
  reply: FastifyReply,
  ids: { borrowerId: number; offerId: number; applicationId: number },
  oidcTokensSealed?: string,
): Promise<string> {
  const token = randomToken();
  const csrfToken = randomToken();
  await insertSession(db, {
    ...ids, tokenHash: sha256(token), csrfTokenHash: sha256(csrfToken), idleMinutes: config.sessionIdleMinutes, oidcTokensSealed,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: config.cookieSecure,
    signed: true,
  });
  return csrfToken;
}

function sessionTokenHash(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  return unsigned?.valid && unsigned.value ? sha256(unsigned.value) : null;
}

/** How a borrower's call uses the session; each call declares one (`config.session`, see `SESSION_USE`). */
export interface SessionUse {
  /** State-changing call: the CSRF header must match the session's token. */
  csrf: boolean;
  csrfHeader?: string;
  /** Saves to the application: its offer must still be open for changes. */
  changesApplication?: boolean;
}

export const SESSION_USE = {
  /** Reads the session's own data: the cookie alone. */
  read: { csrf: false },
  /** Changes something of the session's borrower: the cookie and the CSRF header. */
  change: { csrf: true },
  /** Saves to the application: also an offer still open for changes. */
  changeApplication: { csrf: true, changesApplication: true },
  /** The OAuth agent's calls: the CSRF value under its own header. */
  originationChange: { csrf: true, csrfHeader: ORIGINATION_CSRF_HEADER },
} as const satisfies Record<string, SessionUse>;

/**
 * Runs before the body is read: a live session of a borrower who is not locked (else 401) and has consented (else
 * 403 CONSENT_REQUIRED); for state-changing calls the matching CSRF header (else 403); for saves an offer open for
 * changes (else 409 OFFER_CLOSED). Each guarded call slides the idle expiry.
 */
export async function checkSession(db: Db, config: Config, request: FastifyRequest, use: SessionUse): Promise<void> {
  const tokenHash = sessionTokenHash(request);
  if (!tokenHash) throw new AppError('UNAUTHENTICATED');
  const session = await touchSession(db, tokenHash, {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  });
  if (!session || session.locked) throw new AppError('UNAUTHENTICATED');
  if (!session.hasSignedConsent) throw new AppError('CONSENT_REQUIRED');
  if (use.csrf && !carriesCsrf(request, session, use.csrfHeader)) throw new AppError('CSRF_INVALID');
  if (use.changesApplication && !isOpenForChanges({ activeInd: session.offerActive, offerStatusId: session.offerStatusId })) {
    throw new AppError('OFFER_CLOSED');
  }
  request.portalSession = session;
}

/** The request carries the session's CSRF value under `header`. */
export function carriesCsrf(request: FastifyRequest, session: Pick<SessionRecord, 'csrfTokenHash'>, header = CSRF_HEADER): boolean {
  const value = request.headers[header];
  return typeof value === 'string' && safeEqual(sha256(value), session.csrfTokenHash);
}

/** The request's live session, if any, without sliding its expiry (for calls that also work without one). */
export async function peekSession(db: Queryable, config: Config, request: FastifyRequest): Promise<SessionRecord | null> {
  const tokenHash = sessionTokenHash(request);
  return tokenHash ? findLiveSession(db, tokenHash, { maxHours: config.sessionMaxHours }) : null;
}

/** Deletes the session row and clears the cookie. */
export async function endSession(db: Queryable, reply: FastifyReply, session: SessionRecord): Promise<void> {
  await deleteSession(db, session.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionOf(request: FastifyRequest): GuardedSession {
  if (!request.portalSession) throw new AppError('UNAUTHENTICATED');
  return request.portalSession;
}

/** Every applicationId and borrowerId named in a body must belong to the session's offer (else 403 FORBIDDEN). */
export async function assertOfferAccess(
  db: Queryable,
  session: SessionRecord,
  ids: { applicationIds?: number[]; borrowerIds?: number[] },
): Promise<void> {
  const apps = await listApplicationsOfOffer(db, session.offerId);
  const appIds = new Set(apps.map((a) => a.applicationId));
  const borrowerIds = new Set(apps.map((a) => a.borrowerId));
  const ok =
    (ids.applicationIds ?? []).every((id) => appIds.has(id)) &&
    (ids.borrowerIds ?? []).every((id) => borrowerIds.has(id));
  if (!ok) throw new AppError('FORBIDDEN');
}
