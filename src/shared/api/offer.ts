import type { GetOfferResponse } from './generated/types';

/**
 * An offer link's id (`/offer/{offerId}/{userId}`): the offer's id in the API, or the borrower's id in their link.
 * Random for real offers; the lender's own ids never appear in a link.
 */
export type LinkId = string;

/** The shape of a link id (schemas/defs/numbers.json#/$defs/linkId). */
export function isLinkId(value: unknown): value is LinkId {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

export type { GetOfferBody } from './generated/types';
/** Offer details of portal-journey section 3. Money in dollars. */
export type { GetOfferResponse as OfferResponse } from './generated/types';
export type OfferAddress = GetOfferResponse['address'];
