import { SESSION_USE } from '../auth/session';
import { markOfferReviewed } from './application-status';
import { saveCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

/** Closing the Welcome Back! dialog: the borrower has seen the reset offer. */
const updateReviewedOfferRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerReviewedOffer', {
  session: SESSION_USE.change,
  names: (body) => ({ borrowerIds: [body.borrowerId] }),
  audit: () => ({ fields: ['/isOfferReviewed'] }),
}, async (tx, { borrowerId }, session) => {
  await markOfferReviewed(tx, session.offerId, borrowerId);
  return { borrowerId, isOfferReviewed: true as const };
});

export default calledBy('borrower', updateReviewedOfferRoute);
