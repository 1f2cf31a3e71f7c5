import type { FastifyInstance } from 'fastify';
import type { DeclarationsInfo, UpdatePropertyAndMoneyBody } from '../../shared/api/declarations';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { savePropertyAndMoneyDeclarations } from '../services/save-declarations';
import { errorResponses, ref, type RouteContext } from './context';

/** Step 4, URLA section 5a (screen declarations/property-and-money): Next completes it, Save For Later drafts it. */
export function updatePropertyAndMoneyRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdatePropertyAndMoneyBody }>(
    '/api/UpdatePropertyAndMoney',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdatePropertyAndMoney.body.json'),
        response: { 200: ref('UpdatePropertyAndMoney.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<DeclarationsInfo> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return savePropertyAndMoneyDeclarations(tx, body);
      });
    },
  );
}
