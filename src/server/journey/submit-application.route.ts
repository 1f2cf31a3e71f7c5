import { SESSION_USE, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { submitApplication } from './submit-application';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const submitApplicationRoute: RouteRegistration = (app) => postCall(app, 'SubmitApplication', {
  session: SESSION_USE.change,
}, async (request) => {
  const session = sessionOf(request);
  if (request.body.offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
  const offerStatusID = await request.auditedTransaction(
    (tx) => submitApplication(tx, session.offerId, session.borrowerId), { fields: ['/offerStatusID'] });
  request.log.info({ offerId: session.offerId, offerStatusID }, 'application submitted');
  return { offerStatusID };
});

export default calledBy('borrower', submitApplicationRoute);
