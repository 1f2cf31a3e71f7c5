import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { markOfferReviewed } from '../../repositories/application-status';
import { callSchema } from '../context';

/** Closing the Welcome Back! dialog: the borrower has seen the reset offer. */
export function updateReviewedOfferRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateBorrowerReviewedOffer'> }>(
    '/api/UpdateBorrowerReviewedOffer',
    {
      config: { session: SESSION_USE.change },
      schema: callSchema('UpdateBorrowerReviewedOffer'),
    },
    async (request): Promise<CallResponse<'UpdateBorrowerReviewedOffer'>> => {
      const session = sessionOf(request);
      const { borrowerId } = request.body;
      await request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { borrowerIds: [borrowerId] });
        await markOfferReviewed(tx, session.offerId, borrowerId);
      }, { fields: ['/isOfferReviewed'] });
      return { borrowerId, isOfferReviewed: true };
    },
  );
}
