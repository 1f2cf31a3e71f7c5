import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { submitApplication } from '../../services/submit-application';
import { callSchema } from '../context';

export function submitApplicationRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'SubmitApplication'> }>(
    '/api/SubmitApplication',
    {
      config: { session: SESSION_USE.change },
      schema: callSchema('SubmitApplication'),
    },
    async (request): Promise<CallResponse<'SubmitApplication'>> => {
      const session = sessionOf(request);
      if (request.body.offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
      const offerStatusID = await request.auditedTransaction(
        (tx) => submitApplication(tx, session.offerId, session.borrowerId), { fields: ['/offerStatusID'] });
      request.log.info({ offerId: session.offerId, offerStatusID }, 'application submitted');
      return { offerStatusID };
    },
  );
}
