import { describe, expect, it } from 'vitest';
import { accessRedirect } from '../../../src/app/routing/logic/access-redirect';

const open = {
  lock: { isAccountLocked: false },
  restriction: { hasLoginRestriction: false, reason: null },
  loanAccess: { hasLoanAccess: true },
};

describe('accessRedirect (portal-journey section 6: locked accounts are blocked)', () => {
  it('lets an unlocked, unrestricted borrower with access to the loan through', () => {
    expect(accessRedirect(open)).toBeNull();
  });

  it('a locked account goes to account-locked, before anything else', () => {
    expect(accessRedirect({ ...open, lock: { isAccountLocked: true }, loanAccess: { hasLoanAccess: false } })).toBe('/account-locked');
  });

  it('a login restriction goes to the page of its reason', () => {
    const restricted = (reason: 'ACCOUNT_LOCKED' | 'NO_ACTIVE_OFFER' | 'OFFER_CHANGED' | null) =>
      accessRedirect({ ...open, restriction: { hasLoginRestriction: true, reason } });
    expect(restricted('ACCOUNT_LOCKED')).toBe('/account-locked');
    expect(restricted('NO_ACTIVE_OFFER')).toBe('/no-active-offers');
    expect(restricted('OFFER_CHANGED')).toBe('/offer-changed');
    expect(restricted(null)).toBe('/account-locked');
  });

  it('no loan access goes to loan-not-found', () => {
    expect(accessRedirect({ ...open, loanAccess: { hasLoanAccess: false } })).toBe('/loan-not-found');
  });

  it('only an explicit answer blocks: missing or malformed answers leave it to the server', () => {
    expect(accessRedirect({})).toBeNull();
    expect(accessRedirect({ lock: {}, restriction: {}, loanAccess: {} })).toBeNull();
  });
});
