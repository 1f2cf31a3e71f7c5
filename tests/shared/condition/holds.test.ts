import { describe, expect, it } from 'vitest';
import { compiledHolds, conditionKey } from '../../../src/shared/condition/holds';

const active = { required: ['activeInd'], properties: { activeInd: { const: true } } };

describe('compiledHolds', () => {
  it('finds a compiled condition by its JSON, whatever the order of its keys', () => {
    const holds = compiledHolds({ [conditionKey(active)]: (record) => (record as { activeInd?: unknown }).activeInd === true });
    expect(holds({ properties: { activeInd: { const: true } }, required: ['activeInd'] }, { activeInd: true })).toBe(true);
    expect(holds(active, { activeInd: false })).toBe(false);
  });

  it('answers a boolean condition itself', () => {
    const holds = compiledHolds({});
    expect(holds(true, {})).toBe(true);
    expect(holds(false, {})).toBe(false);
  });

  it('throws for a condition the build did not compile, never guessing', () => {
    expect(() => compiledHolds({})(active, { activeInd: true })).toThrow(/was not compiled by the build/);
  });
});
