import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import type { VerifyContactResponse } from '../../../shared/api/verify';
import { startSession } from '../../auth/session';
import { type VerifyOutcome, verifyIdentity } from '../../auth/verify-identity';
import { AppError } from '../../errors';
import { OfferStatus, reviewStatusName } from '../../journey/status-names';
import { resolveOfferLink } from '../../journey/offer-link';
import { callSchema, type RouteContext } from '../context';

type Checked = { borrowerId: number } & (
  | { result: Exclude<VerifyOutcome, 'verified'> }
  | { result: 'verified'; answer: VerifyContactResponse }
);

export function verifyContactRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  const keys = { piiHashKey: config.piiHashKey, lockMinutes: config.identityLockMinutes };
  app.post<{ Body: CallBody<'VerifyContact'> }>(
    '/api/VerifyContact',
    {
      config: { rateLimit: { max: config.verifyRateLimit, timeWindow: '1 minute' } },
      schema: callSchema('VerifyContact'),
    },
    async (request, reply): Promise<CallResponse<'VerifyContact'>> => {
      const { offerID, customerRecordID, ssn, dateOfBirth, loanNumber } = request.body;
      const outcome = await db.transaction(async (tx): Promise<Checked> => {
        const linked = await resolveOfferLink(tx, { offerLinkId: offerID, borrowerLinkId: customerRecordID });
        if (!linked) throw new AppError('LOAN_NOT_FOUND');
        const { offer, application } = linked;
        const borrowerId = application.borrowerId;
        // An offer nobody can work on any more gets its terminal page, never a session.
        if (!offer.activeInd) throw new AppError('NO_ACTIVE_OFFER');
        if (offer.offerStatusId === OfferStatus.INVALID) throw new AppError('OFFER_CHANGED');
        const loanNumberMatches = loanNumber === undefined || loanNumber === offer.loanNumber;
        const result = await verifyIdentity(tx, keys, borrowerId, { ssn, dateOfBirth, loanNumberMatches });
        if (result !== 'verified') return { borrowerId, result };
        const ids = { borrowerId, offerId: offer.offerId, applicationId: application.applicationId };
        const csrfToken = await startSession(tx, config, reply, ids);
        const statuses = {
          applicationStatusId: application.applicationStatusId,
          priorLoanReviewStatus: reviewStatusName(application.priorLoanReviewStatusId),
        };
        const answer = {
          isPIIVerified: true, isAccountLocked: false, csrfToken, ...ids, offerId: offer.linkId, loanId: offer.loanId,
          ...statuses,
        };
        return { borrowerId, result, answer };
      });
      request.log.info({ borrowerId: outcome.borrowerId, outcome: outcome.result }, 'identity check');
      if (outcome.result === 'verified') return outcome.answer;
      // Thrown after the transaction, which stored nothing.
      if (outcome.result === 'consent-required') throw new AppError('CONSENT_REQUIRED');
      if (outcome.result === 'locked') return { isPIIVerified: false, isAccountLocked: true, error: 'ACCOUNT_LOCKED' };
      return { isPIIVerified: false, isAccountLocked: false, error: 'IDENTITY_NOT_VERIFIED' };
    },
  );
}
