import { SESSION_USE } from '../../auth/session';
import { savePropertyAndMoneyDeclarations } from './save-declarations';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** URLA section 5a (screen declarations/property-and-money): Next completes it, Save For Later drafts it. */
const updatePropertyAndMoneyRoute: RouteRegistration = (app) => saveCall(app, 'UpdatePropertyAndMoney', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, (tx, body) => savePropertyAndMoneyDeclarations(tx, body));

export default calledBy('borrower', updatePropertyAndMoneyRoute);
