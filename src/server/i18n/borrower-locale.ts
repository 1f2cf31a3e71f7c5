import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale } from '../../shared/i18n/locales';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { portalLocaleOf, setPortalLocale } from '../application/borrowers';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from './request-locale';

export function setLocaleCookie(reply: FastifyReply, config: Config, locale: string): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * As a session starts: a language chosen in this browser is the borrower's latest choice and goes on their record;
 * with none, the record's (chosen on another visit or device) becomes this browser's.
 */
export async function keepLocaleChoice(
  tx: Queryable, config: Config, request: FastifyRequest, reply: FastifyReply, borrowerId: number,
): Promise<void> {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) {
    await setPortalLocale(tx, borrowerId, chosen);
    return;
  }
  const kept = await portalLocaleOf(tx, borrowerId);
  if (isLocale(kept)) setLocaleCookie(reply, config, kept);
}
