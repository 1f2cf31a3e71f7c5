import { SESSION_USE } from '../../auth/session';
import { saveDemographicsBody } from './save-demographics';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Save demographics (spec: the demographics fields plus applicationId, demographicId, activeInd, demographicsCompletedInd). */
const updateGmiRoute: RouteRegistration = (app) => saveCall(app, 'UpdateGMI', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, (tx, body) => saveDemographicsBody(tx, body));

export default calledBy('borrower', updateGmiRoute);
