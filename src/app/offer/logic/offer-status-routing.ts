import { isLinkId, type LinkId, type OfferResponse } from '../../../shared/api';
import type { ErrorCode } from '../../../shared/errors/catalogue';

/** Offer status ranks (portal-journey section 4). */
export const offerStatus = {
  new: 1,
  accessed: 2,
  inProgress: 3,
  submitted: 4,
  invalid: 5,
  pendingConsent: 6,
} as const;

export type OfferLoad = { status: 'error'; code?: ErrorCode | null } | { status: 'loaded'; offer: OfferResponse };

/**
 * Where the offer landing sends the user instead of showing the offer, or null to show it
 * (portal-journey section 4 "Offer status routing").
 */
export function landingRedirect(load: OfferLoad): string | null {
  if (load.status === 'error') return load.code === 'NO_ACTIVE_OFFER' ? '/no-active-offers' : '/loan-not-found';
  const { offer } = load;
  if (offer.maintenanceMode) return '/under-maintenance';
  if (offer.isAccountLocked) return '/account-locked';
  if (offer.offerStatusID === offerStatus.submitted) return '/already-submitted';
  if (offer.offerStatusID === offerStatus.invalid) return '/offer-changed';
  if (offer.offerStatusID === offerStatus.pendingConsent) return offer.hasSignedConsent ? '/success' : '/consent';
  if (offer.hasSignedConsent) return '/verify';
  return null;
}

/** After consent (the landing's Reduce Payment or the consent page's Agree): success when the offer is Submitted or Pending Consent, else verify. */
export function afterConsent(answeredOfferStatusID: number): '/success' | '/verify' {
  return answeredOfferStatusID === offerStatus.submitted || answeredOfferStatusID === offerStatus.pendingConsent
    ? '/success'
    : '/verify';
}

/** Path ids must have a link id's shape; anything else cannot name an offer. */
export function parseLinkIds(offerId?: string, userId?: string): { offerId: LinkId; userId: LinkId } | null {
  return isLinkId(offerId) && isLinkId(userId) ? { offerId, userId } : null;
}
