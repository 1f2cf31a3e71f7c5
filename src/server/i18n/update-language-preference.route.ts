import { carriesCsrf, peekSession } from '../auth/session';
import { AppError } from '../errors';
import { setLocaleCookie } from './borrower-locale';
import { publicRateLimit } from '../rate-limit/public-limits';
import { setPortalLocale } from '../application/borrowers';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

/**
 * The language switch's choice, kept in a cookie so every later page and answer (a 400's messages too) is in it.
 * Before verification it changes nothing stored (a cross-site form cannot send its JSON body); a verified borrower's
 * choice also goes on their record, with the session's CSRF value, so a return visit opens in it.
 */
const updateLanguagePreferenceRoute: RouteRegistration = (app, { db, config }) =>
  postCall(app, 'UpdateLanguagePreference', { rateLimit: publicRateLimit(config) }, async (request, reply) => {
    const { locale } = request.body;
    const session = await peekSession(db, config, request);
    if (session) {
      if (!carriesCsrf(request, session)) throw new AppError('CSRF_INVALID');
      await request.auditedTransaction(async (tx, setAuditDetails) => {
        await setPortalLocale(tx, session.borrowerId, locale);
        setAuditDetails({ borrower: { offerId: session.offerId, borrowerId: session.borrowerId }, fields: ['/portalLocale'] });
      });
    }
    setLocaleCookie(reply, config, locale);
    return { locale };
  });

export default calledBy('public', updateLanguagePreferenceRoute);
