import type { FastifyInstance } from 'fastify';
import type { UpdateApplicationStatusBody, UpdateApplicationStatusResponse } from '../../shared/api/journey';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { setApplicationStatus } from '../repositories/application-status';
import { errorResponses, ref, type RouteContext } from './context';

export function updateApplicationStatusRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateApplicationStatusBody }>(
    '/api/UpdateApplicationStatus',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateApplicationStatus.body.json'),
        response: { 200: ref('UpdateApplicationStatus.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateApplicationStatusResponse> => {
      const session = sessionOf(request);
      const { applicationId, applicationStatusId, offerId } = request.body;
      const applicationType = request.body.applicationType ?? null;
      if (offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
      // A section's review status is named by its type; the ids only say whose status it is.
      const fields = applicationType ? ['/applicationType', '/applicationStatusId'] : ['/applicationStatusId'];
      await auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [applicationId] });
        await setApplicationStatus(tx, applicationId, applicationStatusId, applicationType);
      }, { fields });
      return { applicationId, applicationStatusId, applicationType };
    },
  );
}
