import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerEmploymentBody, UpdateBorrowerEmploymentResponse } from '../../shared/api/step1';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveEmployments } from '../services/save-employment';
import { errorResponses, ref, type RouteContext } from './context';

/** POST /api/UpdateBorrowerEmployment: saves jobs and military entitlements of the session's offer in one transaction. */
export function updateBorrowerEmploymentRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerEmploymentBody }>(
    '/api/UpdateBorrowerEmployment',
    {
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateBorrowerEmployment.body.json'),
        response: { 200: ref('UpdateBorrowerEmployment.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateBorrowerEmploymentResponse> => {
      const session = sessionOf(request);
      const items = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: items.map((i) => i.applicationId) });
        return saveEmployments(tx, items);
      });
    },
  );
}
