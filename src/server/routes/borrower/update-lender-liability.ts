import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveLender } from '../../services/save-lender';
import { callSchema } from '../context';

export function updateLenderLiabilityRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateLenderLiability'> }>(
    '/api/UpdateLenderLiability',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateLenderLiability'),
    },
    async (request): Promise<CallResponse<'UpdateLenderLiability'>> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: body.applicationIds ?? [] });
        return saveLender(tx, session.offerId, body);
      });
    },
  );
}
