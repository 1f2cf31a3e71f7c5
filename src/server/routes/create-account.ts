import type { FastifyInstance } from 'fastify';
import type { CreateAccountBody, CreateAccountResponse } from '../../shared/api/accounts';
import { requireSession, sessionOf } from '../auth/session';
import { createAccount } from '../services/create-account';
import { errorResponses, ref, type RouteContext } from './context';

export function createAccountRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: CreateAccountBody }>(
    '/api/CreateAccount',
    {
      onRequest: requireSession(db, config, { csrf: true }),
      schema: {
        body: ref('CreateAccount.body.json'),
        response: { 200: ref('CreateAccount.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<CreateAccountResponse> => {
      const session = sessionOf(request);
      const email = await db.transaction((tx) =>
        createAccount(tx, session.offerId, session.borrowerId, request.body.password));
      request.log.info({ borrowerId: session.borrowerId }, 'account created');
      return { email };
    },
  );
}
