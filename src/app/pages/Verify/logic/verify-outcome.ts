import type { VerifyContactResponse } from '../../../../shared/api/generated/types';
import type { ErrorCode } from '../../../../shared/errors/catalogue';

export type VerifyOutcome = 'locked' | 'verified' | 'failed';

/** portal-journey section 4 "Identity": locked wins over verified; anything else is a failed check. */
export function verifyOutcome(response: Pick<VerifyContactResponse, 'isAccountLocked' | 'isPIIVerified'>): VerifyOutcome {
  if (response.isAccountLocked) return 'locked';
  return response.isPIIVerified ? 'verified' : 'failed';
}

const REFUSAL_ROUTES: Partial<Record<ErrorCode, string>> = {
  CONSENT_REQUIRED: '/consent',
  NO_ACTIVE_OFFER: '/no-active-offers',
  OFFER_CHANGED: '/offer-changed',
  LOAN_NOT_FOUND: '/loan-not-found',
};

/** Where a check the server refused before reading the answers leads: consent first, or the offer's terminal page. */
export function refusedVerifyRoute(code: ErrorCode | null): string | null {
  return code ? (REFUSAL_ROUTES[code] ?? null) : null;
}
