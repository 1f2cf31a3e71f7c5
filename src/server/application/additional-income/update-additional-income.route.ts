import { SESSION_USE } from '../../auth/session';
import { saveAdditionalIncomes } from './save-additional-income';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

const updateAdditionalIncomeRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerAdditionalIncome', {
  session: SESSION_USE.changeApplication,
  names: (items) => ({ applicationIds: items.map((i) => i.applicationId) }),
}, (tx, items) => saveAdditionalIncomes(tx, items));

export default calledBy('borrower', updateAdditionalIncomeRoute);
