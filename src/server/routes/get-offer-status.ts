import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OfferStatusResponse } from '../../shared/api/journey';
import { peekSession } from '../auth/session';
import { AppError } from '../errors';
import { buildOfferStatus } from '../journey/build-offer-status';
import { offerStatusRateLimit } from '../rate-limit/public-limits';
import { findApplicationFor } from '../repositories/applications';
import { listJourneyBorrowers } from '../repositories/journey-borrowers';
import { findOffer } from '../repositories/offers';
import { errorResponses, ref, type RouteContext } from './context';

interface Query {
  offerID: string;
  customerRecordId?: string;
}

const MAX_ID = 2_147_483_647;
const asId = (text: string | undefined): number | null => {
  const value = text === undefined ? NaN : Number(text);
  return Number.isSafeInteger(value) && value <= MAX_ID ? value : null;
};

/**
 * With the session of this offer: every borrower's statuses. Otherwise the link pair (offerID + customerRecordId of a
 * borrower on it) is the credential, as for GetOffer, and borrowerInfo stays empty. Reading the session here does not
 * slide its expiry: the dashboard polls this call, and polling is not activity.
 */
export function getOfferStatusRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  const handler = async (request: FastifyRequest<{ Querystring: Query }>): Promise<OfferStatusResponse> => {
    const offerId = asId(request.query.offerID);
    const linkBorrowerId = request.query.customerRecordId === undefined ? null : asId(request.query.customerRecordId);
    if (offerId === null) throw new AppError('LOAN_NOT_FOUND');
    const session = await peekSession(db, config, request);
    const withSession = session !== null && session.offerId === offerId;
    if (!withSession) {
      if (request.query.customerRecordId === undefined) throw new AppError(session ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const onOffer = linkBorrowerId === null ? null : await findApplicationFor(db, offerId, linkBorrowerId);
      if (!onOffer) throw new AppError('LOAN_NOT_FOUND');
    }
    const offer = await findOffer(db, offerId);
    if (!offer) throw new AppError('LOAN_NOT_FOUND');
    if (!offer.activeInd) throw new AppError('NO_ACTIVE_OFFER');
    const borrowers = await listJourneyBorrowers(db, offerId);
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
