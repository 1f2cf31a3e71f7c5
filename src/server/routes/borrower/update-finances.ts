import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import type { DeclarationsInfo } from '../../../shared/api/declarations';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveFinancesDeclarations } from '../../services/save-declarations';
import { callSchema } from '../context';

/** Step 4, URLA section 5b (screen declarations/declared-finances): Next completes it, Save For Later drafts it. */
export function updateFinancesRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateFinances'> }>(
    '/api/UpdateFinances',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateFinances'),
    },
    async (request): Promise<DeclarationsInfo> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return saveFinancesDeclarations(tx, body);
      });
    },
  );
}
