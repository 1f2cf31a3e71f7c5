import { SESSION_USE } from '../../auth/session';
import { saveEmployments } from './save-employment';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Saves jobs and military entitlements of the session's offer in one transaction. */
const updateBorrowerEmploymentRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerEmployment', {
  session: SESSION_USE.changeApplication,
  names: (items) => ({ applicationIds: items.map((i) => i.applicationId) }),
}, (tx, items) => saveEmployments(tx, items));

export default calledBy('borrower', updateBorrowerEmploymentRoute);
