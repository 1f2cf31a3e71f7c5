import type { FastifyInstance } from 'fastify';
import { signedOutPath } from '../../shared/api/accounts';
import type { LogoutResponse, UserInfoResponse } from '../../shared/api/generated/types';
import { endSession, SESSION_USE, sessionOf } from '../auth/session';
import { findSessionTokens, updateSessionTokens } from '../auth/sessions';
import { endEmbeddedSignIn } from '../embedded-provider/end-embedded-sign-in';
import { AppError } from '../errors';
import { findAccountOfBorrower, findEmailOnFile } from './accounts';
import { findBorrower } from '../application/borrowers';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';
import { openTokens, sealTokens } from './session-tokens';

/** Whether the issuer refused the refresh token (it ended the sign-in), rather than being out of reach. */
const refused = (error: unknown): boolean => (error as { error?: unknown }).error === 'invalid_grant';

/**
 * OAuth agent calls on the current session: refresh (the session check has slid the idle expiry; the issuer's refresh
 * token is used too, and a refused one ends the session), userInfo, logout (the portal's session ends, and so does the
 * sign-in at the issuer: the portal's own provider's at once, another's at its end-session page when it has one, which
 * is then the answer and comes back to the signed-out page).
 */
function agentSessionRoutes(app: FastifyInstance, { db, pii, signIn, embeddedProvider }: RouteContext): void {
  app.post('/oauth-agent/refresh', {
    config: { session: SESSION_USE.originationChange },
    schema: { response: { 204: { description: 'The session goes on; no content.', type: 'null' }, ...errorResponses } },
  }, async (request, reply) => {
    const session = sessionOf(request);
    const tokens = openTokens(pii, session.borrowerId, await findSessionTokens(db, session.sessionId));
    const { refreshToken } = tokens;
    if (refreshToken) {
      try {
        const renewed = await signIn.refresh({ ...tokens, refreshToken });
        await updateSessionTokens(db, session.sessionId, sealTokens(pii, session.borrowerId, renewed));
      } catch (error) {
        if (!refused(error)) {
          request.log.warn({ err: error, issuer: signIn.url }, 'the issuer could not be asked to refresh; the session goes on');
        } else {
          await endSession(db, reply, session);
          throw new AppError('UNAUTHENTICATED');
        }
      }
    }
    return reply.status(204).send();
  });

  app.get(
    '/oauth-agent/userInfo',
    {
      config: { session: SESSION_USE.read },
      schema: { response: { 200: ref('UserInfo.response.json'), ...errorResponses } },
    },
    async (request): Promise<UserInfoResponse> => {
      const { borrowerId } = sessionOf(request);
      const borrower = await findBorrower(db, borrowerId);
      const email = (await findAccountOfBorrower(db, borrowerId))?.email ?? (await findEmailOnFile(db, borrowerId));
      return {
        sub: String(borrowerId),
        email: email ?? '',
        given_name: borrower?.firstName ?? '',
        family_name: borrower?.lastName ?? '',
      };
    },
  );

  app.post(
    '/oauth-agent/logout',
    { config: { session: SESSION_USE.originationChange }, schema: { response: { 200: ref('Logout.response.json'), ...errorResponses } } },
    async (request, reply): Promise<LogoutResponse> => {
      const session = sessionOf(request);
      const { idToken } = openTokens(pii, session.borrowerId, await findSessionTokens(db, session.sessionId));
      await endSession(db, reply, session);
      if (embeddedProvider) await endEmbeddedSignIn(embeddedProvider, db, request, reply);
      // A session the identity check opened has no sign-in at the issuer to end.
      const atIssuer = idToken === undefined ? null : await signIn.endSessionUrl(idToken).catch((error: unknown) => {
        request.log.warn({ err: error, issuer: signIn.url }, 'the issuer\'s end-session page is unknown');
        return null;
      });
      return { url: atIssuer ?? signedOutPath };
    },
  );
}

export default calledBy('borrower', agentSessionRoutes);
