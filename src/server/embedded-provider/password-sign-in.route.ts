import type { FastifyInstance } from 'fastify';
import type { PasswordSignInBody, PasswordSignInResponse } from '../../shared/api/generated/types';
import { AppError } from '../errors';
import { verifyRateLimit } from '../rate-limit/public-limits';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';
import { checkCredentials } from '../sign-in/check-credentials';

/**
 * The embedded provider's sign-in page posts here (`POST /login/<uid>`, beside the page, where the provider's
 * interaction cookie reaches): the email and password are checked (five failures in a row lock the account), and the
 * answer is where the browser goes next, the provider, which then sends it back to the portal with a code.
 */
function passwordSignInRoute(app: FastifyInstance, { db, config, embeddedProvider }: RouteContext): void {
  if (!embeddedProvider) return;
  app.post<{ Params: { uid: string }; Body: PasswordSignInBody }>('/login/:uid', {
    config: { rateLimit: verifyRateLimit(config) },
    schema: {
      operationId: 'PasswordSignIn',
      params: { type: 'object', properties: { uid: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['uid'] },
      body: ref('PasswordSignIn.body.json'),
      response: { 200: ref('PasswordSignIn.response.json'), ...errorResponses },
    },
  }, async (request, reply): Promise<PasswordSignInResponse> => {
    const interaction = await embeddedProvider.interactionDetails(request.raw, reply.raw).catch(() => null);
    if (!interaction || interaction.uid !== request.params.uid) throw new AppError('LOGIN_STATE_INVALID');
    const { email, password } = request.body;
    const outcome = await db.transaction((tx) => checkCredentials(tx, email, password));
    request.log.info({ outcome: outcome.kind }, 'sign-in check');
    // Thrown after the transaction so a failed attempt's count is kept.
    if (outcome.kind === 'locked') throw new AppError('ACCOUNT_LOCKED');
    if (outcome.kind !== 'ok') throw new AppError('INVALID_CREDENTIALS');
    // Not remembered: the provider's sign-in cookie ends with the browser.
    const login = { accountId: String(outcome.accountId), remember: false };
    const redirectUrl = await embeddedProvider.interactionResult(request.raw, reply.raw, { login }, { mergeWithLastSubmission: false });
    return { redirectUrl };
  });
}

export default calledBy('public', passwordSignInRoute);
