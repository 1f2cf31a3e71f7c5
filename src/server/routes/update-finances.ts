import type { FastifyInstance } from 'fastify';
import type { DeclarationsInfo, UpdateFinancesBody } from '../../shared/api/declarations';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveFinancesDeclarations } from '../services/save-declarations';
import { errorResponses, ref, type RouteContext } from './context';

/** Step 4, URLA section 5b (screen declarations/declared-finances): Next completes it, Save For Later drafts it. */
export function updateFinancesRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateFinancesBody }>(
    '/api/UpdateFinances',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateFinances.body.json'),
        response: { 200: ref('UpdateFinances.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<DeclarationsInfo> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return saveFinancesDeclarations(tx, body);
      });
    },
  );
}
