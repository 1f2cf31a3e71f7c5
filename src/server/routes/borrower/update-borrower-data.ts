import type { FastifyInstance } from 'fastify';
import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { UpdateBorrowerDataBody } from '../../../shared/api/generated/types';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { buildProfile } from '../../profile/build-profile';
import { findApplication } from '../../repositories/applications';
import { findOffer } from '../../repositories/offers';
import { savePersonal } from '../../services/save-personal';
import { errorResponses, ref, type RouteContext } from '../context';

/** Every borrowerId the body names (top level and nested). */
function borrowerIdsIn(body: UpdateBorrowerDataBody): number[] {
  // A dependent or alternate name may leave its borrowerId out: it is the body's borrower's.
  const named = [...(body.dependentInfo ?? []).map((d) => d.borrowerId), body.jointCreditBorrowerId, body.alternateNameInfo?.borrowerId];
  return [body.borrowerId, ...named.filter((id): id is number => id !== undefined && id !== null)];
}

export function updateBorrowerDataRoute(app: FastifyInstance, { pii }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerDataBody }>(
    '/api/UpdateBorrowerData',
    {
      config: { session: SESSION_USE.changeApplication },
      schema: {
        body: ref('UpdateBorrowerData.body.json'),
        response: { 200: ref('BorrowerProfile.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<BorrowerProfile> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId], borrowerIds: borrowerIdsIn(body) });
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
    },
  );
}
