import type { FastifyInstance } from 'fastify';
import type { CallResponse } from '../../shared/api/generated/calls';
import type { LoginEndBody, LoginStartResponse } from '../../shared/api/generated/types';
import { randomToken, safeEqual, sha256 } from '../auth/crypto';
import { clearLoginState, readLoginState, setLoginState } from './login-state';
import { peekSession, startSession } from '../auth/session';
import { keepLocaleChoice } from '../i18n/borrower-locale';
import { AppError } from '../errors';
import { findLatestActiveApplication } from '../journey/application-status';
import { consumeLoginCode } from './login-codes';
import { callSchema } from '../routes/call-route';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';

function codeAndState(pageUrl: string): { code: string; state: string } | null {
  let url: URL;
  try {
    url = new URL(pageUrl, 'http://portal.invalid');
  } catch {
    throw new AppError('LOGIN_STATE_INVALID');
  }
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  return code && state ? { code, state } : null;
}

/** OAuth agent: login/start sets the state cookie; login/end exchanges the callback's code and state for a session. */
function loginRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post(
    '/oauth-agent/login/start',
    { schema: { response: { 200: ref('LoginStart.response.json'), ...errorResponses } } },
    async (_request, reply): Promise<LoginStartResponse> => {
      const state = randomToken();
      setLoginState(reply, config, state);
      return { authorizationRequestUrl: `/login?${new URLSearchParams({ state }).toString()}` };
    },
  );

  app.post<{ Body: LoginEndBody }>(
    '/oauth-agent/login/end',
    {
      schema: callSchema('LoginEnd'),
    },
    async (request, reply): Promise<CallResponse<'LoginEnd'>> => {
      const callback = codeAndState(request.body.pageUrl);
      if (!callback) return { handled: false, isLoggedIn: (await peekSession(db, config, request)) !== null };
      const expected = readLoginState(request);
      if (!expected || !safeEqual(expected, callback.state)) throw new AppError('LOGIN_STATE_INVALID');
      const answer = await db.transaction(async (tx) => {
        const borrowerId = await consumeLoginCode(tx, sha256(callback.code), sha256(callback.state));
        if (borrowerId === null) throw new AppError('LOGIN_STATE_INVALID');
        const target = await findLatestActiveApplication(tx, borrowerId);
        if (!target) throw new AppError('NO_ACTIVE_OFFER');
        const ids = { borrowerId, offerId: target.offerId, applicationId: target.applicationId };
        const csrf = await startSession(tx, config, reply, ids);
        await keepLocaleChoice(tx, config, request, reply, borrowerId);
        return {
          handled: true, isLoggedIn: true, csrf, ...ids, offerId: target.offerLinkId, userId: target.borrowerLinkId,
          loanId: target.loanId,
        };
      });
      clearLoginState(reply);
      request.log.info({ borrowerId: answer.borrowerId }, 'signed in');
      return answer;
    },
  );
}

export default calledBy('public', loginRoutes);
