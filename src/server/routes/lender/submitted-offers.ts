import type { FastifyInstance } from 'fastify';
import { listSubmittedOffers, type SubmittedOffer } from '../../lender/mismo/submitted-offers';
import { lenderKeyOf } from '../../lender/require-lender-key';
import { errorResponses, ref, type RouteContext } from '../context';

interface SubmittedOffersQuery {
  since: string;
}

/** GET /api/SubmittedOffers?since=: the offers a lender can export, polled by submission time. */
export function submittedOffersRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.get<{ Querystring: SubmittedOffersQuery }>(
    '/api/SubmittedOffers',
    {
      schema: {
        tags: ['Lender'],
        security: [{ lenderKey: [] }],
        summary: 'Offers submitted since a time',
        description:
          'The Submitted offers this key reaches whose application was submitted at or after `since`, oldest first, ' +
          'with their loan number and submission time. Poll with the last submittedAt seen as the next `since` ' +
          '(an offer submitted at exactly that instant is listed again), then fetch each with ExportMismo.',
        querystring: ref('SubmittedOffers.query.json'),
        response: { 200: ref('SubmittedOffers.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<{ offers: SubmittedOffer[] }> => ({
      offers: await listSubmittedOffers(db, lenderKeyOf(request), new Date(request.query.since)),
    }),
  );
}
