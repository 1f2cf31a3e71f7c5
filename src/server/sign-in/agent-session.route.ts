import type { FastifyInstance } from 'fastify';
import { signedOutPath } from '../../shared/api/accounts';
import type { LogoutResponse, UserInfoResponse } from '../../shared/api/generated/types';
import { endSession, SESSION_USE, sessionOf } from '../auth/session';
import { findAccountOfBorrower, findEmailOnFile } from './accounts';
import { findBorrower } from '../application/borrowers';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';

/** OAuth agent calls on the current session: refresh (slides the idle expiry), userInfo, logout. */
function agentSessionRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // The session check has already slid the expiry forward: nothing more to do.
  app.post('/oauth-agent/refresh', {
    config: { session: SESSION_USE.originationChange },
    schema: { response: { 204: { description: 'The session goes on; no content.', type: 'null' }, ...errorResponses } },
  }, async (_request, reply) => reply.status(204).send());

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
      await endSession(db, reply, sessionOf(request));
      return { url: signedOutPath };
    },
  );
}

export default calledBy('borrower', agentSessionRoutes);
