import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import type { DeclarationsInfo } from '../../../shared/api/declarations';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { savePropertyAndMoneyDeclarations } from '../../services/save-declarations';
import { callSchema } from '../context';

/** Step 4, URLA section 5a (screen declarations/property-and-money): Next completes it, Save For Later drafts it. */
export function updatePropertyAndMoneyRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdatePropertyAndMoney'> }>(
    '/api/UpdatePropertyAndMoney',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdatePropertyAndMoney'),
    },
    async (request): Promise<DeclarationsInfo> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return savePropertyAndMoneyDeclarations(tx, body);
      });
    },
  );
}
