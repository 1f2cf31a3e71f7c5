import type { LoginRestrictionReason } from '../../../shared/api/access-checks';

export interface AccessFacts {
  lock?: { isAccountLocked?: boolean };
  restriction?: { hasLoginRestriction?: boolean; reason?: LoginRestrictionReason | null };
  loanAccess?: { hasLoanAccess?: boolean };
}

export const accountLockedPath = '/account-locked';

const RESTRICTION_ROUTES: Record<LoginRestrictionReason, string> = {
  ACCOUNT_LOCKED: accountLockedPath,
  NO_ACTIVE_OFFER: '/no-active-offers',
  OFFER_CHANGED: '/offer-changed',
};

/**
 * portal-journey section 6 "Locked accounts are blocked (account lock status and login restrictions are checked, as
 * is loan access)": where a verified borrower goes instead of the guarded pages, or null. Only an explicit answer
 * blocks; a check that failed or was not made leaves the decision to the server's own guards.
 */
export function accessRedirect(facts: AccessFacts): string | null {
  if (facts.lock?.isAccountLocked === true) return accountLockedPath;
  if (facts.restriction?.hasLoginRestriction === true) {
    const reason = facts.restriction.reason;
    return reason ? RESTRICTION_ROUTES[reason] : accountLockedPath;
  }
  if (facts.loanAccess?.hasLoanAccess === false) return '/loan-not-found';
  return null;
}
