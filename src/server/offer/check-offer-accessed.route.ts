import { publicRateLimit } from '../rate-limit/public-limits';
import { markOfferAccessed } from './mark-offer-accessed';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

/** The offer landing opened a link (public: the link's two ids are the credential, as for GetOffer). */
const checkOfferAccessedRoute: RouteRegistration = (app, { db, config }) =>
  postCall(app, 'CheckOfferAccessed', { rateLimit: publicRateLimit(config) }, async (request) => {
    const { offerId, CustomerRecordId } = request.body;
    const offerStatusID = await db.transaction((tx) =>
      markOfferAccessed(tx, { offerLinkId: offerId, borrowerLinkId: CustomerRecordId }, request.id));
    return { offerStatusID, accessed: true as const };
  });

export default calledBy('public', checkOfferAccessedRoute);
