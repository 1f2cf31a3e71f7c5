import type { LoginRestrictionReason } from '../../shared/api/access-checks';
import { OfferStatus } from './status-names';

export interface RestrictionFacts {
  borrowerLocked: boolean;
  offerActive: boolean;
  offerStatusId: number;
}

/**
 * Why the borrower may not use the portal on this offer, or null: a lock first, then an offer nobody can work on
 * (withdrawn, or Invalid). A Submitted or Pending Consent offer is no restriction: its borrowers still sign in to see it.
 */
export function loginRestriction(facts: RestrictionFacts): LoginRestrictionReason | null {
  if (facts.borrowerLocked) return 'ACCOUNT_LOCKED';
  if (!facts.offerActive) return 'NO_ACTIVE_OFFER';
  if (facts.offerStatusId === OfferStatus.INVALID) return 'OFFER_CHANGED';
  return null;
}
