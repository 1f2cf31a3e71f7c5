import type { FastifyInstance } from 'fastify';
import type { UpdateLenderLiabilityBody, UpdateLenderLiabilityResponse } from '../../shared/api/properties';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveLender } from '../services/save-lender';
import { errorResponses, ref, type RouteContext } from './context';

export function updateLenderLiabilityRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateLenderLiabilityBody }>(
    '/api/UpdateLenderLiability',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateLenderLiability.body.json'),
        response: { 200: ref('UpdateLenderLiability.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateLenderLiabilityResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: body.applicationIds ?? [] });
        return saveLender(tx, session.offerId, body);
      });
    },
  );
}
