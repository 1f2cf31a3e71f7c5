import { SESSION_USE } from '../../auth/session';
import { saveDemographicsBody } from '../../services/save-demographics';
import { saveCall } from '../call-route';
import type { RouteRegistration } from '../context';

/** Save demographics (spec: the demographics fields plus applicationId, demographicId, activeInd, demographicsCompletedInd). */
const updateGmiRoute: RouteRegistration = (app) => saveCall(app, 'UpdateGMI', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, (tx, body) => saveDemographicsBody(tx, body));

export default updateGmiRoute;
