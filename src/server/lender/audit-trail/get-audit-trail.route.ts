import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import { type AuditPage, listAuditEvents } from './audit-events';
import { findLenderOffer } from './lender-offers';
import { lenderKeyOf } from '../keys/require-lender-key';
import { calledBy, errorResponses, ref, type RouteContext } from '../../routes/context';

const DEFAULT_LIMIT = 100;

/** POST /api/GetAuditTrail: who changed a lender's offer, when, through which call, what before and after, page by page. */
function getAuditTrailRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post<{ Body: CallBody<'GetAuditTrail'> }>(
    '/api/GetAuditTrail',
    {
      schema: {
        tags: ['Lender'],
        summary: "An offer's audit trail",
        description:
          'Every change to the offer and its applications, oldest first: who made it (a borrower id, a lender ' +
          'system and key as system/key, or the portal), when, through which call and request, the JSON pointers of ' +
          "the fields sent, an identity check's outcome, and each column a borrower's change wrote with its value " +
          'before and after (personal values only as redacted). Pass nextAfterEventId back as afterEventId for the ' +
          'next page; it is null on the last page. An offer of another lender system, like an unknown one, answers 404.',
        security: [{ lenderKey: [] }],
        body: ref('GetAuditTrail.body.json'),
        response: { 200: ref('GetAuditTrail.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<AuditPage> => {
      const { offerId, afterEventId = 0, limit = DEFAULT_LIMIT } = request.body;
      const offer = await findLenderOffer(db, lenderKeyOf(request), offerId);
      return listAuditEvents(db, offer.offerId, { afterEventId, limit });
    },
  );
}

export default calledBy('lender', getAuditTrailRoute);
