import { describe, expect, it } from 'vitest';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

describe('ajvHolds', () => {
  it('tests a document against a JSON Schema condition', () => {
    const holds = ajvHolds();
    const current = { anyOf: [{ required: ['currentEmployerInd'], properties: { currentEmployerInd: { const: true } } }, { properties: { currentEmployerInd: { const: null }, previousEmployerInd: { not: { const: true } } } }] };
    expect(holds(current, { currentEmployerInd: true })).toBe(true);
    expect(holds(current, { currentEmployerInd: null, previousEmployerInd: false })).toBe(true);
    expect(holds(current, { currentEmployerInd: false })).toBe(false);
    expect(holds(current, { previousEmployerInd: true })).toBe(false);
  });

  it('rejects a keyword JSON Schema does not have (strict), so a typo never always holds', () => {
    expect(() => ajvHolds()({ field: 'loanType', equals: 'FHA' }, {})).toThrow(/unknown keyword/);
  });
});
