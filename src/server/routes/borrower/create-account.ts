import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { SESSION_USE, sessionOf } from '../../auth/session';
import { createAccount } from '../../services/create-account';
import { callSchema, type RouteContext } from '../context';

export function createAccountRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post<{ Body: CallBody<'CreateAccount'> }>(
    '/api/CreateAccount',
    {
      config: { session: SESSION_USE.change },
      schema: callSchema('CreateAccount'),
    },
    async (request): Promise<CallResponse<'CreateAccount'>> => {
      const session = sessionOf(request);
      const email = await db.transaction((tx) =>
        createAccount(tx, session.offerId, session.borrowerId, request.body.password));
      request.log.info({ borrowerId: session.borrowerId }, 'account created');
      return { email };
    },
  );
}
