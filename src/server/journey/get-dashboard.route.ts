import { SESSION_USE, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { buildDashboard } from './build-dashboard';
import { listJourneyBorrowers } from './journey-borrowers';
import { findOffer } from '../offer/offers';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const getDashboardRoute: RouteRegistration = (app, { db }) => postCall(app, 'GetBorrowerDashboardData', {
  session: SESSION_USE.read,
}, async (request) => {
  const session = sessionOf(request);
  const { offerId, loanRecordId, loanNumber } = request.body;
  const offer = offerId === session.offerLinkId ? await findOffer(db, session.offerId) : null;
  if (!offer) throw new AppError('FORBIDDEN');
  if ((loanRecordId !== undefined && loanRecordId !== offer.loanRecordId) ||
    (loanNumber !== undefined && loanNumber !== offer.loanNumber)) {
    throw new AppError('FORBIDDEN');
  }
  return buildDashboard(offer, await listJourneyBorrowers(db, session.offerId), session);
});

export default calledBy('borrower', getDashboardRoute);
