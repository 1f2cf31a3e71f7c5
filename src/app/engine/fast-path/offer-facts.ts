import type { BorrowerProfile, OfferResponse } from '../../../shared/api';
import type { FastPathOffer } from '../../../shared/flow/fast-path';

/** The facts the fast path's card and section rules read: loan type and occupancy (offer), real-estate flag (profile). */
export function offerFacts(offer: OfferResponse | undefined, profile: BorrowerProfile | undefined): FastPathOffer {
  return {
    loanType: offer?.loanType ?? null,
    occupancyType: offer?.occupancyType ?? null,
    showRealEstateSection: profile?.showRealEstateSection ?? null,
  };
}
