import { SESSION_USE } from '../../auth/session';
import { saveLender } from './save-lender';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

const updateLenderLiabilityRoute: RouteRegistration = (app) => saveCall(app, 'UpdateLenderLiability', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: body.applicationIds ?? [] }),
}, (tx, body, session) => saveLender(tx, session, body));

export default calledBy('borrower', updateLenderLiabilityRoute);
