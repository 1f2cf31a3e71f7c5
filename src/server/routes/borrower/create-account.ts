import type { FastifyInstance } from 'fastify';
import type { CreateAccountBody, CreateAccountResponse } from '../../../shared/api/accounts';
import { SESSION_USE, sessionOf } from '../../auth/session';
import { createAccount } from '../../services/create-account';
import { callSchema, type RouteContext } from '../context';

export function createAccountRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post<{ Body: CreateAccountBody }>(
    '/api/CreateAccount',
    {
      config: { session: SESSION_USE.change },
      schema: callSchema('CreateAccount'),
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
