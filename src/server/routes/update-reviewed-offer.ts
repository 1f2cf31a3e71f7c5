import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerReviewedOfferBody, UpdateBorrowerReviewedOfferResponse } from '../../shared/api/journey';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { markOfferReviewed } from '../repositories/application-status';
import { errorResponses, ref, type RouteContext } from './context';

/** Closing the Welcome Back! dialog: the borrower has seen the reset offer. */
export function updateReviewedOfferRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerReviewedOfferBody }>(
    '/api/UpdateBorrowerReviewedOffer',
    {
      onRequest: requireSession(db, config, { csrf: true }),
      schema: {
        body: ref('UpdateBorrowerReviewedOffer.body.json'),
        response: { 200: ref('UpdateBorrowerReviewedOffer.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateBorrowerReviewedOfferResponse> => {
      const session = sessionOf(request);
      const { borrowerId } = request.body;
      await auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { borrowerIds: [borrowerId] });
        await markOfferReviewed(tx, session.offerId, borrowerId);
      }, { fields: ['/isOfferReviewed'] });
      return { borrowerId, isOfferReviewed: true };
    },
  );
}
