import type { UpdateBorrowerDataBody } from '../../../shared/api/generated/types';
import { SESSION_USE } from '../../auth/session';
import { AppError } from '../../errors';
import { buildProfile } from '../../profile/build-profile';
import { findApplication } from '../applications';
import { findOffer } from '../../offer/offers';
import { savePersonal } from './save-personal';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Every borrowerId the body names (top level and nested). */
function borrowerIdsIn(body: UpdateBorrowerDataBody): number[] {
  // A dependent or alternate name may leave its borrowerId out: it is the body's borrower's.
  const named = [...(body.dependentInfo ?? []).map((d) => d.borrowerId), body.jointCreditBorrowerId, body.alternateNameInfo?.borrowerId];
  return [body.borrowerId, ...named.filter((id): id is number => id !== undefined && id !== null)];
}

const updateBorrowerDataRoute: RouteRegistration = (app, { pii }) => saveCall(app, 'UpdateBorrowerData', {
  session: SESSION_USE.changeApplication,
  names: (body) => ({ applicationIds: [body.applicationId], borrowerIds: borrowerIdsIn(body) }),
}, async (tx, body, session) => {
  const application = await findApplication(tx, body.applicationId);
  const offer = await findOffer(tx, session.offerId);
  if (!application || !offer) throw new AppError('FORBIDDEN');
  // The body's borrower and its nested records must be the application's own borrower.
  const nested = [...(body.dependentInfo ?? []).map((d) => d.borrowerId), body.alternateNameInfo?.borrowerId];
  if (application.borrowerId !== body.borrowerId || nested.some((id) => id != null && id !== body.borrowerId)) {
    throw new AppError('FORBIDDEN');
  }
  await savePersonal(tx, pii, body);
  const updated = await findApplication(tx, body.applicationId);
  return buildProfile(tx, pii, offer, updated ?? application);
});

export default calledBy('borrower', updateBorrowerDataRoute);
