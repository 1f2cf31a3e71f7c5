import type { FastifyInstance } from 'fastify';
import type { VerifyContactBody, VerifyContactResponse } from '../../shared/api/verify';
import { startSession } from '../auth/session';
import { verifyIdentity } from '../auth/verify-identity';
import { AppError } from '../errors';
import { reviewStatusName } from '../journey/status-names';
import { findApplicationFor } from '../repositories/applications';
import { findOffer } from '../repositories/offers';
import { errorResponses, ref, type RouteContext } from './context';

export function verifyContactRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: VerifyContactBody }>(
    '/api/VerifyContact',
    {
      config: { rateLimit: { max: config.verifyRateLimit, timeWindow: '1 minute' } },
      schema: {
        body: ref('VerifyContact.body.json'),
        response: { 200: ref('VerifyContact.response.json'), ...errorResponses },
      },
    },
    async (request, reply): Promise<VerifyContactResponse> => {
      const { offerID: offerId, customerRecordID: borrowerId, ssn, dateOfBirth, loanNumber } = request.body;
      return db.transaction(async (tx) => {
        const offer = await findOffer(tx, offerId);
        const application = offer ? await findApplicationFor(tx, offerId, borrowerId) : null;
        if (!offer || !application) throw new AppError('LOAN_NOT_FOUND');
        const loanNumberMatches = loanNumber === undefined || loanNumber === offer.loanNumber;
        const outcome = await verifyIdentity(tx, config.piiHashKey, borrowerId, { ssn, dateOfBirth }, loanNumberMatches);
        request.log.info({ borrowerId, outcome }, 'identity check');
        if (outcome === 'locked') return { isPIIVerified: false, isAccountLocked: true, error: 'ACCOUNT_LOCKED' };
        if (outcome === 'failed') return { isPIIVerified: false, isAccountLocked: false, error: 'IDENTITY_NOT_VERIFIED' };
        const ids = { borrowerId, offerId, applicationId: application.applicationId };
        const csrfToken = await startSession(tx, config, reply, ids);
        const statuses = {
          applicationStatusId: application.applicationStatusId,
          priorLoanReviewStatus: reviewStatusName(application.priorLoanReviewStatusId),
        };
        return { isPIIVerified: true, isAccountLocked: false, csrfToken, ...ids, loanId: offer.loanId, ...statuses };
      });
    },
  );
}
