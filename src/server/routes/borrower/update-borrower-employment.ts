import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerEmploymentBody, UpdateBorrowerEmploymentResponse } from '../../../shared/api/generated/types';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveEmployments } from '../../services/save-employment';
import { callSchema } from '../call-route';

/** POST /api/UpdateBorrowerEmployment: saves jobs and military entitlements of the session's offer in one transaction. */
export function updateBorrowerEmploymentRoute(app: FastifyInstance): void {
  app.post<{ Body: UpdateBorrowerEmploymentBody }>(
    '/api/UpdateBorrowerEmployment',
    {
      config: { session: SESSION_USE.changeApplication },
      schema: callSchema('UpdateBorrowerEmployment'),
    },
    async (request): Promise<UpdateBorrowerEmploymentResponse> => {
      const session = sessionOf(request);
      const items = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: items.map((i) => i.applicationId) });
        return saveEmployments(tx, items);
      });
    },
  );
}
