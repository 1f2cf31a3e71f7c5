import type { FastifyInstance } from 'fastify';
import type { BorrowerAddress } from '../../../shared/api/borrower-data';
import type { UpdateBorrowerAddressBody } from '../../../shared/api/generated/types';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { listApplicationsOfOffer } from '../../repositories/applications';
import { saveAddresses } from '../../services/save-addresses';
import { callSchema } from '../call-route';

/** POST /api/UpdateBorrowerAddress: saves, adds and soft-deletes a borrower's addresses in one transaction. */
export function updateBorrowerAddressRoute(app: FastifyInstance): void {
  app.post<{ Body: UpdateBorrowerAddressBody }>(
    '/api/UpdateBorrowerAddress',
    {
      config: { session: SESSION_USE.changeApplication },
      schema: callSchema('UpdateBorrowerAddress'),
    },
    async (request): Promise<BorrowerAddress[]> => {
      const session = sessionOf(request);
      const items = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, {
          applicationIds: items.map((i) => i.applicationId),
          borrowerIds: items.map((i) => i.borrowerId),
        });
        // Each item's borrower must be its application's own borrower.
        const borrowerOf = new Map((await listApplicationsOfOffer(tx, session.offerId)).map((a) => [a.applicationId, a.borrowerId]));
        if (items.some((i) => borrowerOf.get(i.applicationId) !== i.borrowerId)) throw new AppError('FORBIDDEN');
        return saveAddresses(tx, items);
      });
    },
  );
}
