import type { FastifyInstance } from 'fastify';
import type { UpdateMilitaryServiceBody, UpdateMilitaryServiceResponse } from '../../shared/api/gmi';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveMilitaryService } from '../services/save-military';
import { errorResponses, ref, type RouteContext } from './context';

/** Ours: the spec's military form only navigates; we persist its answers. */
export function updateMilitaryServiceRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateMilitaryServiceBody }>(
    '/api/UpdateMilitaryService',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateMilitaryService.body.json'),
        response: { 200: ref('UpdateMilitaryService.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateMilitaryServiceResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        return saveMilitaryService(tx, body);
      });
    },
  );
}
