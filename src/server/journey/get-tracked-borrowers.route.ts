import { SESSION_USE, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { statusBorrower } from './build-offer-status';
import { listJourneyBorrowers } from './journey-borrowers';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

/**
 * The borrowers of the session's offer, so that any borrower on the loan can work on the others' applications
 * (the fast path's selected borrower). A session reaches only its own offer.
 */
const getTrackedBorrowersRoute: RouteRegistration = (app, { db }) => postCall(app, 'GetTrackedBorrowers', {
  session: SESSION_USE.read,
}, async (request) => {
  const session = sessionOf(request);
  const offerId = request.body?.offerId ?? session.offerLinkId;
  if (offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
  const borrowers = await listJourneyBorrowers(db, session.offerId);
  return borrowers.map((b) => statusBorrower(b, session.borrowerId));
});

export default calledBy('borrower', getTrackedBorrowersRoute);
