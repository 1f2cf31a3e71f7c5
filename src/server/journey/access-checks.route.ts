import { SESSION_USE, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { loginRestriction } from './login-restriction';
import { findApplicationFor } from '../application/applications';
import { findLockStatus, isLocked } from '../identity/lock-status';
import { findOffer, findOfferByLinkId } from '../offer/offers';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

/**
 * The checks the client makes after identity verification (portal-journey section 6: "account lock status and login
 * restrictions are checked, as is loan access"). Reads of the session's borrower: no CSRF header needed. The guard
 * itself already answers 401 for a borrower whose identity lock is in force.
 */
const accessCheckRoutes: RouteRegistration = (app, { db }) => {
  const read = { session: SESSION_USE.read };
  postCall(app, 'GetAccountLockStatus', read, async (request) => ({
    isAccountLocked: isLocked(await findLockStatus(db, sessionOf(request).borrowerId)),
  }));

  postCall(app, 'HasLoginRestriction', read, async (request) => {
    const session = sessionOf(request);
    const offer = await findOffer(db, session.offerId);
    if (!offer) throw new AppError('LOAN_NOT_FOUND');
    const reason = loginRestriction({
      borrowerLocked: isLocked(await findLockStatus(db, session.borrowerId)),
      offerActive: offer.activeInd,
      offerStatusId: offer.offerStatusId,
    });
    return { hasLoginRestriction: reason !== null, reason };
  });

  postCall(app, 'VerifyLoanAccess', read, async (request) => {
    const { borrowerId } = sessionOf(request);
    const offer = await findOfferByLinkId(db, request.body.offerId);
    const application = offer ? await findApplicationFor(db, offer.offerId, borrowerId) : null;
    return { hasLoanAccess: offer !== null && application?.activeInd === true && offer.loanNumber === request.body.loanNumber };
  });
};

export default calledBy('borrower', accessCheckRoutes);
