import { SESSION_USE } from '../../auth/session';
import { AppError } from '../../errors';
import { findApplication } from '../../repositories/applications';
import { saveContact } from '../../services/save-contact';
import { saveCall } from '../call-route';
import type { RouteRegistration } from '../context';

export const updateBorrowerContactRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerContact', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId], borrowerIds: [body.borrowerId] }),
}, async (tx, body) => {
  // The contact saved is the application's own borrower's.
  const application = await findApplication(tx, body.applicationId);
  if (!application || application.borrowerId !== body.borrowerId) throw new AppError('FORBIDDEN');
  return saveContact(tx, body);
});
