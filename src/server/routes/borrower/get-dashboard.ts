import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import type { BorrowerDashboardData } from '../../../shared/api/journey';
import { SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { buildDashboard } from '../../journey/build-dashboard';
import { listJourneyBorrowers } from '../../repositories/journey-borrowers';
import { findOffer } from '../../repositories/offers';
import { errorResponses, ref, type RouteContext } from '../context';

export function getDashboardRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post<{ Body: CallBody<'GetBorrowerDashboardData'> }>(
    '/api/GetBorrowerDashboardData',
    {
      config: { session: SESSION_USE.read },
      schema: {
        body: ref('GetBorrowerDashboardData.body.json'),
        response: { 200: ref('BorrowerDashboardData.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<BorrowerDashboardData> => {
      const session = sessionOf(request);
      const { offerId, loanRecordId, loanNumber } = request.body;
      const offer = offerId === session.offerLinkId ? await findOffer(db, session.offerId) : null;
      if (!offer) throw new AppError('FORBIDDEN');
      if ((loanRecordId !== undefined && loanRecordId !== offer.loanRecordId) ||
        (loanNumber !== undefined && loanNumber !== offer.loanNumber)) {
        throw new AppError('FORBIDDEN');
      }
      return buildDashboard(offer, await listJourneyBorrowers(db, session.offerId), session);
    },
  );
}
