import { describe, expect, it } from 'vitest';
import { getScreenMapper, screenMappers } from '../../../../src/app/engine/mappers/screen-mappers';
import { screenIds } from '../../../../src/app/generated/screens';
import { loadScreen } from '../../../../src/app/engine/screen-loader';
import { profileFixture } from '../fixtures';

describe('screen mappers', () => {
  it('covers every generated screen without a binding, and none with one', async () => {
    for (const id of screenIds) {
      const screen = await loadScreen(id);
      if (screen.binding) expect(screenMappers[id], `${id} has a binding and a mapper`).toBeUndefined();
      else expect(screenMappers[id], id).toBeDefined();
    }
  });
  it('maps identity/verify to VerifyContact with the offer link from the params', () => {
    const mapper = getScreenMapper('identity/verify');
    const ctx = { profile: profileFixture(), params: { offerId: '1001', userId: '5001' }, lookups: {} };
    expect(mapper.toPayload({ ssn: '123456', dateOfBirth: '05/14/1980' }, ctx, { complete: true })).toEqual({
      dateOfBirth: '05/14/1980', ssn: '123456', customerRecordID: '5001', offerID: '1001',
    });
  });
  it('throws a helpful error for an unknown screen', () => {
    expect(() => getScreenMapper('info/nope')).toThrow(/No screen mapper for 'info\/nope'\. Mapped screens: .*identity\/verify/);
  });
});
