import { SESSION_USE } from '../../auth/session';
import { saveMilitaryService } from './save-military';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Ours: the spec's military form only navigates; we persist its answers. */
const updateMilitaryServiceRoute: RouteRegistration = (app) => saveCall(app, 'UpdateMilitaryService', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, (tx, body) => saveMilitaryService(tx, body));

export default calledBy('borrower', updateMilitaryServiceRoute);
