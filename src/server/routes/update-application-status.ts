import type { FastifyInstance } from 'fastify';
import type { UpdateApplicationStatusBody, UpdateApplicationStatusResponse } from '../../shared/api/journey';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { setApplicationStatus } from '../repositories/application-status';
import { errorResponses, ref, type RouteContext } from './context';

export function updateApplicationStatusRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateApplicationStatusBody }>(
    '/api/UpdateApplicationStatus',
    {
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
      await db.transaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [applicationId] });
        await setApplicationStatus(tx, applicationId, applicationStatusId, applicationType);
      });
      return { applicationId, applicationStatusId, applicationType };
    },
  );
}
