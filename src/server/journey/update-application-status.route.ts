import { SESSION_USE } from '../auth/session';
import { AppError } from '../errors';
import { setApplicationStatus } from './application-status';
import { saveCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const updateApplicationStatusRoute: RouteRegistration = (app) => saveCall(app, 'UpdateApplicationStatus', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
  // A section's review status is named by its type; the ids only say whose status it is.
  audit: (body) => ({ fields: body.applicationType ? ['/applicationType', '/applicationStatusId'] : ['/applicationStatusId'] }),
}, async (tx, { applicationId, applicationStatusId, applicationType = null, offerId }, session) => {
  if (offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
  await setApplicationStatus(tx, applicationId, applicationStatusId, applicationType);
  return { applicationId, applicationStatusId, applicationType };
});

export default calledBy('borrower', updateApplicationStatusRoute);
