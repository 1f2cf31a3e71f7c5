import { describe, expect, it } from 'vitest';
import { loginRestriction } from '../../../src/server/journey/login-restriction';

const open = { borrowerLocked: false, offerActive: true, offerStatusId: 3 };

describe('loginRestriction', () => {
  it('none while the borrower is not locked and the offer is active and not Invalid', () => {
    for (const offerStatusId of [1, 2, 3, 4, 6]) expect(loginRestriction({ ...open, offerStatusId })).toBeNull();
  });

  it('a lock first, then a withdrawn offer, then an Invalid one', () => {
    expect(loginRestriction({ borrowerLocked: true, offerActive: false, offerStatusId: 5 })).toBe('ACCOUNT_LOCKED');
    expect(loginRestriction({ ...open, offerActive: false, offerStatusId: 5 })).toBe('NO_ACTIVE_OFFER');
    expect(loginRestriction({ ...open, offerStatusId: 5 })).toBe('OFFER_CHANGED');
  });
});
