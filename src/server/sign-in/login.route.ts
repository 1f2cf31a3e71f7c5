import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallResponse } from '../../shared/api/generated/calls';
import type { LoginEndBody, LoginStartResponse } from '../../shared/api/generated/types';
import { peekSession, startSession } from '../auth/session';
import { AppError } from '../errors';
import { keepLocaleChoice } from '../i18n/borrower-locale';
import { findLatestActiveApplication } from '../journey/application-status';
import { callSchema } from '../routes/call-route';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';
import { linkedBorrower } from './linked-borrower';
import { clearLoginState, readLoginState, setLoginState } from './login-state';
import type { SignInIssuer } from './openid-issuer';
import { sealTokens } from './session-tokens';

/** The callback's query (`?code=...&state=...`, or the issuer's `?error=...`), when the page is a sign-in's callback. */
function callbackQuery(pageUrl: string): URLSearchParams | null {
  let url: URL;
  try {
    url = new URL(pageUrl, 'http://portal.invalid');
  } catch {
    throw new AppError('LOGIN_STATE_INVALID');
  }
  const query = url.searchParams;
  return query.has('state') && (query.has('code') || query.has('error')) ? query : null;
}

/** The issuer's answer checked by the OpenID client: a refusal (or an issuer out of reach) is the sign-in's failure. */
async function signedIn(request: FastifyRequest, signIn: SignInIssuer, callback: URL, checks: Parameters<SignInIssuer['signIn']>[1]) {
  try {
    return await signIn.signIn(callback, checks);
  } catch (error) {
    const { name, code, error: issuerError } = error as { name?: string; code?: string; error?: string };
    request.log.warn({ name, code, issuerError }, 'sign-in refused');
    throw new AppError('LOGIN_STATE_INVALID');
  }
}

/**
 * OAuth agent (the token-handler pattern): login/start answers the issuer's authorisation URL and keeps the state,
 * nonce and PKCE verifier in a signed cookie; login/end checks the issuer's answer and opens the portal's session,
 * keeping the issuer's tokens with it. The browser holds only the session cookie and the CSRF value.
 */
function loginRoutes(app: FastifyInstance, { db, config, pii, signIn }: RouteContext): void {
  app.post(
    '/oauth-agent/login/start',
    { schema: { response: { 200: ref('LoginStart.response.json'), ...errorResponses } } },
    async (request, reply): Promise<LoginStartResponse> => {
      const checks = signIn.newChecks();
      const authorizationRequestUrl = await signIn.authorizationUrl(checks).catch((error: unknown) => {
        request.log.error({ err: error, issuer: signIn.url }, 'the OpenID issuer is out of reach');
        throw new AppError('SIGN_IN_UNAVAILABLE');
      });
      setLoginState(reply, config, checks);
      return { authorizationRequestUrl };
    },
  );

  app.post<{ Body: LoginEndBody }>(
    '/oauth-agent/login/end',
    { schema: callSchema('LoginEnd') },
    async (request, reply): Promise<CallResponse<'LoginEnd'>> => {
      const query = callbackQuery(request.body.pageUrl);
      if (!query) return { handled: false, isLoggedIn: (await peekSession(db, config, request)) !== null };
      const checks = readLoginState(request);
      clearLoginState(reply);
      if (!checks) throw new AppError('LOGIN_STATE_INVALID');
      const callback = new URL(`${config.publicUrl}/login/callback`);
      callback.search = query.toString();
      const { identity, tokens } = await signedIn(request, signIn, callback, checks);
      const answer = await db.transaction(async (tx) => {
        const borrowerId = await linkedBorrower(tx, identity);
        if (borrowerId === null) throw new AppError('NO_ACCOUNT_FOR_IDENTITY');
        const target = await findLatestActiveApplication(tx, borrowerId);
        if (!target) throw new AppError('NO_ACTIVE_OFFER');
        const ids = { borrowerId, offerId: target.offerId, applicationId: target.applicationId };
        const csrf = await startSession(tx, config, reply, ids, sealTokens(pii, borrowerId, tokens));
        await keepLocaleChoice(tx, config, request, reply, borrowerId);
        return {
          handled: true, isLoggedIn: true, csrf, ...ids, offerId: target.offerLinkId, userId: target.borrowerLinkId,
          loanId: target.loanId,
        };
      });
      request.log.info({ borrowerId: answer.borrowerId }, 'signed in');
      return answer;
    },
  );
}

export default calledBy('public', loginRoutes);
