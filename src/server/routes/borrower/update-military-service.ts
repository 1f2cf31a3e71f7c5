import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveMilitaryService } from '../../services/save-military';
import { callSchema } from '../context';

/** Ours: the spec's military form only navigates; we persist its answers. */
export function updateMilitaryServiceRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateMilitaryService'> }>(
    '/api/UpdateMilitaryService',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateMilitaryService'),
    },
    async (request): Promise<CallResponse<'UpdateMilitaryService'>> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return saveMilitaryService(tx, body);
      });
    },
  );
}
