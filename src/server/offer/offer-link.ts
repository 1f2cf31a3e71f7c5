import type { Queryable } from '../db/types';
import { type ApplicationRecord, findApplicationByLinkId } from '../application/applications';
import { findOfferByLinkId, type OfferRecord } from './offers';

/** An offer link's two ids: `/offer/{offerId}/{userId}`. */
export interface OfferLink {
  offerLinkId: string;
  borrowerLinkId: string;
}

/**
 * The offer and the borrower's application an offer link names, or null. The pair is the credential of the public
 * calls (GetOffer, UpdateBorrowerConsent, VerifyContact, GetOfferStatus without a session).
 */
export async function resolveOfferLink(
  db: Queryable,
  link: OfferLink,
): Promise<{ offer: OfferRecord; application: ApplicationRecord } | null> {
  const offer = await findOfferByLinkId(db, link.offerLinkId);
  const application = offer ? await findApplicationByLinkId(db, offer.offerId, link.borrowerLinkId) : null;
  return offer && application ? { offer, application } : null;
}
