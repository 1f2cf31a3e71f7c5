import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createOffer, type CreateOfferResult } from './create-offer';
import type { OfferDocument } from './offer-document';
import { largestBodyBytes } from './largest-body';
import { lenderKeyOf } from '../keys/require-lender-key';
import { calledBy, API_SCHEMA, errorResponses, ref, type RouteContext } from '../../routes/context';

interface CreateOfferResponse {
  offerId: number;
  outcome: CreateOfferResult['outcome'];
  offerStatusID: number;
  borrowers: { borrowerId: number; applicationId: number; offerLink: string }[];
}

/** Each borrower's offer link, on the origin the lender called (the portal's public address). */
function answer(request: FastifyRequest, result: CreateOfferResult): CreateOfferResponse {
  const origin = `${request.protocol}://${request.host}`;
  return {
    offerId: result.offerId,
    outcome: result.outcome,
    offerStatusID: result.offerStatusId,
    borrowers: result.applications.map((a) => ({
      borrowerId: a.borrowerId,
      applicationId: a.applicationId,
      offerLink: `${origin}/offer/${a.offerLinkId}/${a.applicationLinkId}`,
    })),
  };
}

/**
 * The body limit: the largest body the schema accepts (every list at its maxItems, every string at its longest,
 * each character at its longest JSON spelling), computed from the schema at start so it follows the schema.
 */
export const createOfferBodyLimit = (app: FastifyInstance): number =>
  largestBodyBytes(app.getSchemas(), `${API_SCHEMA}CreateOffer.body.json`);

function createOfferRoute(app: FastifyInstance, { db, config, pii }: RouteContext): void {
  const bodyLimit = createOfferBodyLimit(app);
  app.post<{ Body: OfferDocument; Headers: { 'idempotency-key'?: string } }>(
    '/api/CreateOffer',
    {
      bodyLimit,
      schema: {
        tags: ['Lender'],
        security: [{ lenderKey: [] }],
        summary: 'Create or update an offer from the lender\'s offer service',
        description:
          'The whole offer with each borrower\'s prior-loan profile, in one transaction. Idempotent by the ' +
          'Idempotency-Key header, or by the offer id: the same body again changes nothing (200 unchanged); a ' +
          'changed body replaces an offer no borrower has opened; an offer in progress answers 409 unless ' +
          '`ifInProgress` is reset or invalidate. Answers 201 with each borrower\'s offer link when created. Links ' +
          'stay for the life of the offer: a replaced or reset offer keeps each borrower\'s link (by borrowerId), a ' +
          'borrower new in the body gets a new one and a borrower left out loses theirs (it answers as not found). ' +
          '`"revokeLinks": true` in a changed body gives the offer and every borrower new links instead, and ' +
          'the links sent before answer as not found. ' +
          `The body may be up to ${bodyLimit} bytes, the largest the schema allows (every list at its maxItems, ` +
          'every string at its longest, each character at its longest JSON escape); a larger one answers 413 ' +
          'PAYLOAD_TOO_LARGE naming the limit. Each lender key has a rate limit per minute (429 RATE_LIMITED with ' +
          'RateLimit-* and Retry-After headers).',
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' } },
        },
        body: ref('CreateOffer.body.json'),
        response: { 200: ref('CreateOffer.response.json'), 201: ref('CreateOffer.response.json'), ...errorResponses },
      },
    },
    async (request, reply): Promise<CreateOfferResponse> => {
      const lenderKey = lenderKeyOf(request);
      const idempotencyKey = request.headers['idempotency-key'];
      const result = await db.transaction((tx) =>
        createOffer(tx, request.body, {
          lenderKey, pii, piiHashKey: config.piiHashKey, ...(idempotencyKey ? { idempotencyKey } : {}),
        }));
      request.log.info({ offerId: result.offerId, outcome: result.outcome, lender: lenderKey.name }, 'offer received');
      if (result.outcome === 'created') reply.code(201);
      return answer(request, result);
    },
  );
}

export default calledBy('lender', createOfferRoute);
