import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OfferStatusResponse } from '../../shared/api/generated/types';
import { peekSession } from '../auth/session';
import { AppError } from '../errors';
import { buildOfferStatus } from './build-offer-status';
import { offerStatusRateLimit } from '../rate-limit/public-limits';
import { resolveOfferLink } from '../offer/offer-link';
import { listJourneyBorrowers } from './journey-borrowers';
import { findOffer } from '../offer/offers';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';

interface Query {
  offerID: string;
  customerRecordId?: string;
}

/**
 * With the session of this offer: every borrower's statuses. Otherwise the offer link (offerID + customerRecordId, the
 * link's two ids) is the credential, as for GetOffer, and borrowerInfo stays empty. Reading the session here does not
 * slide its expiry: the dashboard polls this call, and polling is not activity.
 */
function getOfferStatusRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  const handler = async (request: FastifyRequest<{ Querystring: Query }>): Promise<OfferStatusResponse> => {
    const { offerID, customerRecordId } = request.query;
    const session = await peekSession(db, config, request);
    const withSession = session !== null && session.offerLinkId === offerID;
    if (!withSession && customerRecordId === undefined) throw new AppError(session ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    const offer = withSession
      ? await findOffer(db, session.offerId)
      : (await resolveOfferLink(db, { offerLinkId: offerID, borrowerLinkId: customerRecordId ?? '' }))?.offer;
    if (!offer) throw new AppError('LOAN_NOT_FOUND');
    if (!offer.activeInd) throw new AppError('NO_ACTIVE_OFFER');
    const borrowers = await listJourneyBorrowers(db, offer.offerId);
    return buildOfferStatus(offer, borrowers, withSession ? session.borrowerId : null);
  };
  const options = {
    config: { rateLimit: offerStatusRateLimit(config) },
    schema: {
      querystring: ref('GetOfferStatus.query.json'),
      response: { 200: ref('OfferStatus.response.json'), ...errorResponses },
    },
  };
  // The spec's path has a trailing slash; both spellings answer.
  app.get<{ Querystring: Query }>('/api/GetOfferStatus/', options, handler);
  app.get<{ Querystring: Query }>('/api/GetOfferStatus', options, handler);
}

export default calledBy('public', getOfferStatusRoute);
