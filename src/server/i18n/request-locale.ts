import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { isLocale } from '../../shared/i18n/locales';
import { negotiateLocale } from '../../shared/i18n/negotiate';

/** The borrower's chosen language, kept by the browser for a year (not a secret: HttpOnly only as every cookie here). */
export const LOCALE_COOKIE = 'portal_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language to answer in: the borrower's choice, else the closest to Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): string {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] ?? '' } }).languages());
}
