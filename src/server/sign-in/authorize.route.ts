import { randomToken, sha256 } from '../auth/crypto';
import { AppError } from '../errors';
import { insertLoginCode } from './login-codes';
import { checkCredentials } from './check-credentials';
import { verifyRateLimit } from '../rate-limit/public-limits';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const LOGIN_CODE_MINUTES = 5;

/** The built-in provider: checks the credentials and answers the callback URL with a one-time code bound to the state. */
const authorizeRoute: RouteRegistration = (app, { db, config }) =>
  postCall(app, 'Authorize', { rateLimit: verifyRateLimit(config) }, async (request) => {
    const { email, password, state } = request.body;
    const result = await db.transaction(async (tx) => {
      const outcome = await checkCredentials(tx, email, password);
      if (outcome.kind !== 'ok') return { outcome: outcome.kind, code: null };
      const code = randomToken();
      await insertLoginCode(tx, {
        codeHash: sha256(code), stateHash: sha256(state), borrowerId: outcome.borrowerId, minutes: LOGIN_CODE_MINUTES,
      });
      return { outcome: outcome.kind, code };
    });
    request.log.info({ outcome: result.outcome }, 'sign-in check');
    // Thrown after the transaction so a failed attempt's count is kept.
    if (result.outcome === 'locked') throw new AppError('ACCOUNT_LOCKED');
    if (result.code === null) throw new AppError('INVALID_CREDENTIALS');
    const query = new URLSearchParams({ code: result.code, state });
    return { redirectUrl: `/login/callback?${query.toString()}` };
  });

export default calledBy('public', authorizeRoute);
