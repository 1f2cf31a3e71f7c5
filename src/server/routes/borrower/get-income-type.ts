import { SESSION_USE } from '../../auth/session';
import { listIncomeTypes } from '../../repositories/income-types';
import { postCall } from '../call-route';
import type { RouteRegistration } from '../context';

/** Every income type; the screens pick military (entitlements) or non-military (other income) ones. */
const getIncomeTypeRoute: RouteRegistration = (app, { db }) =>
  postCall(app, 'GetIncomeType', { session: SESSION_USE.read }, async () => listIncomeTypes(db));

export default getIncomeTypeRoute;
