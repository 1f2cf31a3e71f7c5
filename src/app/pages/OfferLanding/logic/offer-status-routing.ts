import type { OfferResponse } from '../../../../shared/api';

/** Offer status ranks (portal-journey section 4). */
export const offerStatus = {
  new: 1,
  accessed: 2,
  inProgress: 3,
  submitted: 4,
  invalid: 5,
  pendingConsent: 6,
} as const;

export type OfferLoad = { status: 'error' } | { status: 'loaded'; offer: OfferResponse };

/**
 * Where the offer landing sends the user instead of showing the offer, or null to show it
 * (portal-journey section 4 "Offer status routing"; Pending Consent arrives with the consent issue).
 */
export function landingRedirect(load: OfferLoad): string | null {
  if (load.status === 'error') return '/loan-not-found';
  const { offer } = load;
  if (offer.maintenanceMode) return '/under-maintenance';
  if (offer.isAccountLocked) return '/account-locked';
  if (offer.offerStatusID === offerStatus.submitted) return '/already-submitted';
  if (offer.offerStatusID === offerStatus.invalid) return '/offer-changed';
  return null;
}

/** Reduce Payment: a landing with signed consent goes straight to verify; otherwise consent first. */
export function reducePaymentStep(offer: Pick<OfferResponse, 'hasSignedConsent'>): 'verify' | 'consent' {
  return offer.hasSignedConsent ? 'verify' : 'consent';
}

/** Path ids must be positive integers; anything else cannot name an offer. */
export function parseLinkIds(offerId?: string, userId?: string): { offerId: number; userId: number } | null {
  const toId = (raw?: string) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN);
  const ids = { offerId: toId(offerId), userId: toId(userId) };
  return ids.offerId > 0 && ids.userId > 0 ? ids : null;
}
