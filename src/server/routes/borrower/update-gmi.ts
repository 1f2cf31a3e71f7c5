import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveDemographicsBody } from '../../services/save-demographics';
import { callSchema } from '../context';

/** Save demographics (spec: the demographics fields plus applicationId, demographicId, activeInd, demographicsCompletedInd). */
export function updateGmiRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateGMI'> }>(
    '/api/UpdateGMI',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateGMI'),
    },
    async (request): Promise<CallResponse<'UpdateGMI'>> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return saveDemographicsBody(tx, body);
      });
    },
  );
}
