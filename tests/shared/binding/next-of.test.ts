import { describe, expect, it } from 'vitest';
import { evaluateLogic } from '../../../src/shared/binding/logic';

const lenders = [{ liabilityId: 11 }, { liabilityId: 12 }, { liabilityId: 14 }];
const nextOf = (current: unknown, list: unknown = lenders) =>
  evaluateLogic({ nextOf: [{ var: 'list' }, 'liabilityId', { var: 'current' }] }, { list, current });

describe('the nextOf logic operation (the key of the item after the current one)', () => {
  it('gives the key of the item after the current one, compared as text', () => {
    expect(nextOf('11')).toBe(12);
    expect(nextOf(12)).toBe(14);
  });
  it('gives the first key when there is no current item', () => {
    expect(nextOf(null)).toBe(11);
    expect(nextOf(undefined)).toBe(11);
  });
  it('gives null after the last item, for an unknown current item and for no list', () => {
    expect(nextOf('14')).toBeNull();
    expect(nextOf('13')).toBeNull();
    expect(nextOf(null, [])).toBeNull();
    expect(nextOf('11', null)).toBeNull();
  });
});
