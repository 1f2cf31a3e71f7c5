import { SESSION_USE } from '../../auth/session';
import { saveLender } from '../../services/save-lender';
import { saveCall } from '../call-route';
import type { RouteRegistration } from '../context';

const updateLenderLiabilityRoute: RouteRegistration = (app) => saveCall(app, 'UpdateLenderLiability', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: body.applicationIds ?? [] }),
}, (tx, body, session) => saveLender(tx, session, body));

export default updateLenderLiabilityRoute;
