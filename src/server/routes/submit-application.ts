import type { FastifyInstance } from 'fastify';
import type { SubmitApplicationBody, SubmitApplicationResponse } from '../../shared/api/journey';
import { auditedTransaction } from '../audit/audited-transaction';
import { requireSession, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { submitApplication } from '../services/submit-application';
import { errorResponses, ref, type RouteContext } from './context';

export function submitApplicationRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: SubmitApplicationBody }>(
    '/api/SubmitApplication',
    {
      onRequest: requireSession(db, config, { csrf: true }),
      schema: {
        body: ref('SubmitApplication.body.json'),
        response: { 200: ref('SubmitApplication.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<SubmitApplicationResponse> => {
      const session = sessionOf(request);
      if (request.body.offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
      const offerStatusID = await auditedTransaction(db, request,
        (tx) => submitApplication(tx, session.offerId, session.borrowerId), { fields: ['/offerStatusID'] });
      request.log.info({ offerId: session.offerId, offerStatusID }, 'application submitted');
      return { offerStatusID };
    },
  );
}
