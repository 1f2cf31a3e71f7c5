import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import { AppError } from '../errors';
import { listApplicationsOfOffer } from '../repositories/applications';
import { insertSession, type SessionRecord, touchSession } from '../repositories/sessions';
import { randomToken, safeEqual, sha256 } from './crypto';

export const SESSION_COOKIE = 'portal_session';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    portalSession: SessionRecord | null;
  }
}

/** Creates the session row and sets the signed cookie; returns the CSRF token for the client. */
export async function startSession(
  db: Queryable,
  config: Config,
  reply: FastifyReply,
  ids: { borrowerId: number; offerId: number; applicationId: number },
): Promise<string> {
  const token = randomToken();
  const csrfToken = randomToken();
  await insertSession(db, { ...ids, tokenHash: sha256(token), csrfToken, idleMinutes: config.sessionIdleMinutes });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: config.cookieSecure,
    signed: true,
  });
  return csrfToken;
}

/** onRequest guard (before the body is read): a live session (else 401), and for state-changing calls the matching CSRF header (else 403). */
export function requireSession(db: Db, config: Config, opts: { csrf: boolean }): (request: FastifyRequest) => Promise<void> {
  return async (request: FastifyRequest) => {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) throw new AppError('UNAUTHENTICATED');
    const session = await touchSession(db, sha256(unsigned.value), {
      idleMinutes: config.sessionIdleMinutes,
      maxHours: config.sessionMaxHours,
    });
    if (!session) throw new AppError('UNAUTHENTICATED');
    if (opts.csrf) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, session.csrfToken)) throw new AppError('CSRF_INVALID');
    }
    request.portalSession = session;
  };
}

export function sessionOf(request: FastifyRequest): SessionRecord {
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
