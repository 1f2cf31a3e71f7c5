import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const LOGIN_STATE_COOKIE = 'portal_login_state';
const STATE_SECONDS = 10 * 60;

/** SameSite=Lax, not Strict: the cookie must come back with the provider's top-level redirect to the callback. */
export function setLoginState(reply: FastifyReply, config: Config, state: string): void {
  reply.setCookie(LOGIN_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: STATE_SECONDS,
    secure: config.cookieSecure,
    signed: true,
  });
}

/** The state this browser started a sign-in with, when its signed cookie is intact. */
export function readLoginState(request: FastifyRequest): string | null {
  const raw = request.cookies[LOGIN_STATE_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  return unsigned?.valid && unsigned.value ? unsigned.value : null;
}

export function clearLoginState(reply: FastifyReply): void {
  reply.clearCookie(LOGIN_STATE_COOKIE, { path: '/' });
}
