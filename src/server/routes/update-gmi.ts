import type { FastifyInstance } from 'fastify';
import type { UpdateGMIBody, UpdateGMIResponse } from '../../shared/api/gmi';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveDemographicsBody } from '../services/save-demographics';
import { errorResponses, ref, type RouteContext } from './context';

/** Save demographics (spec: the demographics fields plus applicationId, demographicId, activeInd, demographicsCompletedInd). */
export function updateGmiRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateGMIBody }>(
    '/api/UpdateGMI',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateGMI.body.json'),
        response: { 200: ref('UpdateGMI.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateGMIResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return saveDemographicsBody(tx, body);
      });
    },
  );
}
