import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { publicRateLimit } from '../../rate-limit/public-limits';
import { markOfferAccessed } from '../../services/mark-offer-accessed';
import { callSchema, type RouteContext } from '../context';

/** The offer landing opened a link (public: the link's two ids are the credential, as for GetOffer). */
export function checkOfferAccessedRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: CallBody<'CheckOfferAccessed'> }>(
    '/api/CheckOfferAccessed',
    {
      config: { rateLimit: publicRateLimit(config) },
      schema: callSchema('CheckOfferAccessed'),
    },
    async (request): Promise<CallResponse<'CheckOfferAccessed'>> => {
      const { offerId, CustomerRecordId } = request.body;
      const offerStatusID = await db.transaction((tx) =>
        markOfferAccessed(tx, { offerLinkId: offerId, borrowerLinkId: CustomerRecordId }));
      return { offerStatusID, accessed: true };
    },
  );
}
