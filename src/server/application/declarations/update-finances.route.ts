import { SESSION_USE } from '../../auth/session';
import { saveFinancesDeclarations } from './save-declarations';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** URLA section 5b (screen declarations/declared-finances): Next completes it, Save For Later drafts it. */
const updateFinancesRoute: RouteRegistration = (app) => saveCall(app, 'UpdateFinances', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, (tx, body) => saveFinancesDeclarations(tx, body));

export default calledBy('borrower', updateFinancesRoute);
