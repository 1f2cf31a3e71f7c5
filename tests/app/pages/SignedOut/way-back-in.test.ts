import { describe, expect, it } from 'vitest';
import { signedOutState, wayBackIn } from '../../../../src/app/pages/SignedOut/logic/way-back-in';

describe('the way back in after Sign Out', () => {
  it('is the offer link when both ids are known', () => {
    expect(wayBackIn(signedOutState(1003, 5004))).toBe('/offer/1003/5004');
  });

  it('is /verify when the link is not known or the state is not ours', () => {
    expect(signedOutState(1003, null)).toBeNull();
    expect(signedOutState(null, 5004)).toBeNull();
    for (const state of [null, undefined, {}, { offerId: '1003', userId: 5004 }, { offerId: 1003, userId: 1.5 }, { offerId: -1, userId: 5004 }]) {
      expect(wayBackIn(state), JSON.stringify(state)).toBe('/verify');
    }
  });
});
