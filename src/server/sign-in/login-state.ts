import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { SignInChecks } from './openid-issuer';

export const LOGIN_STATE_COOKIE = 'portal_login_state';
const STATE_SECONDS = 10 * 60;

/**
 * The sign-in's state, nonce and PKCE verifier, in a signed HttpOnly cookie until the browser comes back. SameSite=Lax,
 * not Strict: the cookie must come back with the provider's top-level redirect to the callback.
 */
export function setLoginState(reply: FastifyReply, config: Config, checks: SignInChecks): void {
  reply.setCookie(LOGIN_STATE_COOKIE, Buffer.from(JSON.stringify(checks)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: STATE_SECONDS,
    secure: config.cookieSecure,
    signed: true,
  });
}

const isChecks = (value: unknown): value is SignInChecks => {
  const v = value as Partial<SignInChecks> | null;
  return typeof v?.state === 'string' && typeof v.nonce === 'string' && typeof v.codeVerifier === 'string';
};

/** The checks this browser started a sign-in with, when its signed cookie is intact. */
export function readLoginState(request: FastifyRequest): SignInChecks | null {
  const raw = request.cookies[LOGIN_STATE_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (!unsigned?.valid || !unsigned.value) return null;
  try {
    const checks: unknown = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
    return isChecks(checks) ? checks : null;
  } catch {
    return null;
  }
}

export function clearLoginState(reply: FastifyReply): void {
  reply.clearCookie(LOGIN_STATE_COOKIE, { path: '/' });
}
