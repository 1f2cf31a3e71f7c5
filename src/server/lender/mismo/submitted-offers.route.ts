import type { FastifyInstance } from 'fastify';
import type { SubmittedOffersQuery } from '../../../shared/api/generated/types';
import { decodeSubmissionCursor } from './submission-cursor';
import { listSubmittedOffers, type SubmittedOffersPage } from './submitted-offers';
import { lenderKeyOf } from '../keys/require-lender-key';
import { calledBy, errorResponses, ref, type RouteContext } from '../../routes/context';

const DEFAULT_LIMIT = 100;

/** GET /api/SubmittedOffers?since=&cursor=&limit=: the offers a lender can export, polled page by page. */
function submittedOffersRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.get<{ Querystring: SubmittedOffersQuery }>(
    '/api/SubmittedOffers',
    {
      schema: {
        tags: ['Lender'],
        security: [{ lenderKey: [] }],
        summary: 'Offers submitted since a time, page by page',
        description:
          'The Submitted offers this key reaches whose application was submitted at or after `since`, in the order ' +
          'of their submission and then their offer id, with their loan number and submission time, `limit` to a ' +
          'page (100 by default, at most 500). Pass `nextCursor` back as `cursor` for the next page: it resumes after ' +
          'the last offer listed, so no offer is listed twice or missed, even two submitted at the same instant. ' +
          '`hasMore` says more wait already; a poller keeps the last `nextCursor` and asks again with it later. ' +
          '`since` is required without a cursor; a cursor the call never answered is a 400 naming `cursor`. ' +
          'Fetch each offer with ExportMismo.',
        querystring: ref('SubmittedOffers.query.json'),
        response: { 200: ref('SubmittedOffers.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<SubmittedOffersPage> => {
      const { since, cursor, limit } = request.query;
      return listSubmittedOffers(db, lenderKeyOf(request), {
        since: since === undefined ? null : new Date(since),
        after: cursor === undefined ? null : decodeSubmissionCursor(cursor),
        limit: limit === undefined ? DEFAULT_LIMIT : Number(limit),
      });
    },
  );
}

export default calledBy('lender', submittedOffersRoute);
