import { SESSION_USE } from '../../auth/session';
import { listIncomeTypes } from './income-types';
import { postCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Every income type; the screens pick military (entitlements) or non-military (other income) ones. */
const getIncomeTypeRoute: RouteRegistration = (app, { db }) =>
  postCall(app, 'GetIncomeType', { session: SESSION_USE.read }, async () => listIncomeTypes(db));

export default calledBy('borrower', getIncomeTypeRoute);
