import type { FastifyInstance } from 'fastify';
import type { UpdateLenderLiabilityBody, UpdateLenderLiabilityResponse } from '../../../shared/api/properties';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveLender } from '../../services/save-lender';
import { callSchema } from '../context';

export function updateLenderLiabilityRoute(app: FastifyInstance): void {
  app.post<{ Body: UpdateLenderLiabilityBody }>(
    '/api/UpdateLenderLiability',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateLenderLiability'),
    },
    async (request): Promise<UpdateLenderLiabilityResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: body.applicationIds ?? [] });
        return saveLender(tx, session.offerId, body);
      });
    },
  );
}
