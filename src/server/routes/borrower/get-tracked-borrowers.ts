import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import type { TrackedBorrowersResponse } from '../../../shared/api/journey';
import { SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { statusBorrower } from '../../journey/build-offer-status';
import { listJourneyBorrowers } from '../../repositories/journey-borrowers';
import { errorResponses, ref, type RouteContext } from '../context';

/**
 * The borrowers of the session's offer, so that any borrower on the loan can work on the others' applications
 * (the fast path's selected borrower). A session reaches only its own offer.
 */
export function getTrackedBorrowersRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post<{ Body: CallBody<'GetTrackedBorrowers'> }>(
    '/api/GetTrackedBorrowers',
    {
      config: { session: SESSION_USE.read },
      schema: {
        body: ref('GetTrackedBorrowers.body.json'),
        response: { 200: ref('TrackedBorrowers.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<TrackedBorrowersResponse> => {
      const session = sessionOf(request);
      const offerId = request.body?.offerId ?? session.offerLinkId;
      if (offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
      const borrowers = await listJourneyBorrowers(db, session.offerId);
      return borrowers.map((b) => statusBorrower(b, session.borrowerId));
    },
  );
}
