import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '../../i18n/request-locale';
import { publicRateLimit } from '../../rate-limit/public-limits';
import { postCall } from '../call-route';
import type { RouteRegistration } from '../context';

/**
 * The language switch's choice, kept in a cookie so every later page and answer (a 400's messages too) is in it. It
 * names no borrower and changes nothing stored, so it needs no session; a cross-site form cannot send its JSON body.
 */
export const updateLanguagePreferenceRoute: RouteRegistration = (app, { config }) =>
  postCall(app, 'UpdateLanguagePreference', { rateLimit: publicRateLimit(config) }, async (request, reply) => {
    const { locale } = request.body;
    reply.setCookie(LOCALE_COOKIE, locale, {
      httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    });
    return { locale };
  });
