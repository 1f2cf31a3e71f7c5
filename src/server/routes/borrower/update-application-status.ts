import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { setApplicationStatus } from '../../repositories/application-status';
import { callSchema } from '../context';

export function updateApplicationStatusRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateApplicationStatus'> }>(
    '/api/UpdateApplicationStatus',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateApplicationStatus'),
    },
    async (request): Promise<CallResponse<'UpdateApplicationStatus'>> => {
      const session = sessionOf(request);
      const { applicationId, applicationStatusId, offerId } = request.body;
      const applicationType = request.body.applicationType ?? null;
      if (offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
      // A section's review status is named by its type; the ids only say whose status it is.
      const fields = applicationType ? ['/applicationType', '/applicationStatusId'] : ['/applicationStatusId'];
      await request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [applicationId] });
        await setApplicationStatus(tx, applicationId, applicationStatusId, applicationType);
      }, { fields });
      return { applicationId, applicationStatusId, applicationType };
    },
  );
}
