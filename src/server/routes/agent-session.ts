import type { FastifyInstance } from 'fastify';
import { type LogoutResponse, signedOutPath, type UserInfoResponse } from '../../shared/api/accounts';
import { endSession, ORIGINATION_CSRF_HEADER, requireSession, sessionOf } from '../auth/session';
import { findAccountOfBorrower, findEmailOnFile } from '../repositories/accounts';
import { findBorrower } from '../repositories/borrowers';
import { errorResponses, ref, type RouteContext } from './context';

/** OAuth agent calls on the current session: refresh (slides the idle expiry), userInfo, logout. */
export function agentSessionRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  const withOriginationCsrf = requireSession(db, config, { csrf: true, csrfHeader: ORIGINATION_CSRF_HEADER });

  // requireSession has already slid the expiry forward: nothing more to do.
  app.post('/oauth-agent/refresh', { onRequest: withOriginationCsrf, schema: { response: errorResponses } },
    async (_request, reply) => reply.status(204).send());

  app.get(
    '/oauth-agent/userInfo',
    {
      onRequest: requireSession(db, config, { csrf: false }),
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
    { onRequest: withOriginationCsrf, schema: { response: { 200: ref('Logout.response.json'), ...errorResponses } } },
    async (request, reply): Promise<LogoutResponse> => {
      await endSession(db, reply, sessionOf(request));
      return { url: signedOutPath };
    },
  );
}
