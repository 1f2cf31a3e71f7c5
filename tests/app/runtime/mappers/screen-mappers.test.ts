import { describe, expect, it } from 'vitest';
import { getScreenMapper, screenMappers } from '../../../../src/app/runtime/mappers/screen-mappers';
import { screenIds } from '../../../../src/app/generated/screens';
import { profileFixture } from '../fixtures';

describe('screen mappers', () => {
  it('covers every generated screen', () => {
    for (const id of screenIds) expect(screenMappers[id], id).toBeDefined();
  });
  it('maps info/personal to UpdateBorrowerData', () => {
    const mapper = getScreenMapper('info/personal');
    const profile = profileFixture();
    expect(mapper.call).toBe('UpdateBorrowerData');
    expect(mapper.toPayload(mapper.toFormData(profile), profile)).toMatchObject({ borrowerId: 5001 });
  });
  it('throws a helpful error for an unknown screen', () => {
    expect(() => getScreenMapper('info/nope')).toThrow(/No screen mapper for 'info\/nope'.*identity\/verify, info\/personal/);
  });
});
