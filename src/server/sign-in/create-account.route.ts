import { SESSION_USE, sessionOf } from '../auth/session';
import { createAccount } from './create-account';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const createAccountRoute: RouteRegistration = (app, { db }) => postCall(app, 'CreateAccount', {
  session: SESSION_USE.change,
}, async (request) => {
  const session = sessionOf(request);
  const email = await db.transaction((tx) => createAccount(tx, session.offerId, session.borrowerId, request.body.password));
  request.log.info({ borrowerId: session.borrowerId }, 'account created');
  return { email };
});

export default calledBy('borrower', createAccountRoute);
