import type { VerifyContactResponse } from '../../shared/api/generated/types';
import { startSession } from '../auth/session';
import { fieldPointers } from '../audit/audit-trail';
import { recordIdentityCheck } from './identity-check-event';
import { keepLocaleChoice } from '../i18n/borrower-locale';
import { identityRefusal, type VerifyOutcome, verifyIdentity } from './verify-identity';
import { AppError } from '../errors';
import { OfferStatus, reviewStatusName } from '../journey/status-names';
import { resolveOfferLink } from '../offer/offer-link';
import { verifyRateLimit } from '../rate-limit/public-limits';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

type Checked = { borrowerId: number } & (
  | { result: Exclude<VerifyOutcome, 'verified'> }
  | { result: 'verified'; answer: VerifyContactResponse }
);

const verifyContactRoute: RouteRegistration = (app, { db, config }) => {
  const keys = { piiHashKey: config.piiHashKey, lockMinutes: config.identityLockMinutes };
  postCall(app, 'VerifyContact', { rateLimit: verifyRateLimit(config) }, async (request, reply) => {
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
      if (result !== 'consent-required') {
        const check = { offerId: offer.offerId, borrowerId, call: 'VerifyContact', requestId: request.id, result };
        await recordIdentityCheck(tx, { ...check, fields: fieldPointers(request.body) });
      }
      if (result !== 'verified') return { borrowerId, result };
      const ids = { borrowerId, offerId: offer.offerId, applicationId: application.applicationId };
      const csrfToken = await startSession(tx, config, reply, ids);
      await keepLocaleChoice(tx, config, request, reply, borrowerId);
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
    // After the transaction: a refusal keeps the failure count it stored; a consent refusal stored nothing.
    return identityRefusal(outcome.result);
  });
};

export default calledBy('public', verifyContactRoute);
