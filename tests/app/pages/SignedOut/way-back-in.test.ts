import { describe, expect, it } from 'vitest';
import { signedOutState, wayBackIn } from '../../../../src/app/pages/SignedOut/logic/way-back-in';

describe('the way back in after Sign Out', () => {
  it('is the offer link when both ids are known', () => {
    expect(wayBackIn(signedOutState('1003', '5004'))).toBe('/offer/1003/5004');
    const random = { offerId: 'f3a9c07d1b2e4c5d8e9fa0b1c2d3e4f5', userId: 'Zk9_x-2' };
    expect(wayBackIn(signedOutState(random.offerId, random.userId))).toBe(`/offer/${random.offerId}/${random.userId}`);
  });

  it('is /verify when the link is not known or the state is not ours', () => {
    expect(signedOutState('1003', null)).toBeNull();
    expect(signedOutState(null, '5004')).toBeNull();
    const notOurs = [
      null, undefined, {}, { offerId: 1003, userId: 5004 }, { offerId: '1003', userId: '../x' }, { offerId: '', userId: '5004' },
      { offerId: 'a'.repeat(65), userId: '5004' },
    ];
    for (const state of notOurs) expect(wayBackIn(state), JSON.stringify(state)).toBe('/verify');
  });
});
