import { SESSION_USE } from '../../auth/session';
import { saveAdditionalIncomes } from '../../services/save-additional-income';
import { saveCall } from '../call-route';
import type { RouteRegistration } from '../context';

const updateAdditionalIncomeRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerAdditionalIncome', {
  session: SESSION_USE.changeApplication,
  names: (items) => ({ applicationIds: items.map((i) => i.applicationId) }),
}, (tx, items) => saveAdditionalIncomes(tx, items));

export default updateAdditionalIncomeRoute;
