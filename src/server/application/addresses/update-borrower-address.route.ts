import { SESSION_USE } from '../../auth/session';
import { AppError } from '../../errors';
import { listApplicationsOfOffer } from '../applications';
import { saveAddresses } from './save-addresses';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Saves, adds and soft-deletes a borrower's addresses in one transaction. */
const updateBorrowerAddressRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerAddress', {
  session: SESSION_USE.changeApplication,
  names: (items) => ({ applicationIds: items.map((i) => i.applicationId), borrowerIds: items.map((i) => i.borrowerId) }),
}, async (tx, items, session) => {
  // Each item's borrower must be its application's own borrower.
  const borrowerOf = new Map((await listApplicationsOfOffer(tx, session.offerId)).map((a) => [a.applicationId, a.borrowerId]));
  if (items.some((i) => borrowerOf.get(i.applicationId) !== i.borrowerId)) throw new AppError('FORBIDDEN');
  return saveAddresses(tx, items);
});

export default calledBy('borrower', updateBorrowerAddressRoute);
