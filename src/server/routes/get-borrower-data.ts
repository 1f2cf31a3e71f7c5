import type { FastifyInstance } from 'fastify';
import type { BorrowerProfile, GetBorrowerDataBody } from '../../shared/api/borrower-data';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { buildProfile } from '../profile/build-profile';
import { findApplication } from '../repositories/applications';
import { findOffer } from '../repositories/offers';
import { errorResponses, ref, type RouteContext } from './context';

export function getBorrowerDataRoute(app: FastifyInstance, { db, config, pii }: RouteContext): void {
  app.post<{ Body: GetBorrowerDataBody }>(
    '/api/GetBorrowerData',
    {
      onRequest: requireSession(db, config, { csrf: false }),
      schema: {
        body: ref('GetBorrowerData.body.json'),
        response: { 200: ref('BorrowerProfile.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<BorrowerProfile> => {
      const session = sessionOf(request);
      await assertOfferAccess(db, session, { applicationIds: [request.body.applicationId] });
      const application = await findApplication(db, request.body.applicationId);
      const offer = await findOffer(db, session.offerId);
      if (!application || !offer) throw new AppError('FORBIDDEN');
      return buildProfile(db, pii, offer, application);
    },
  );
}
