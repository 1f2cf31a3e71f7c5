import { describe, expect, it } from 'vitest';
import { cleanAnswers, recordToFormData, spreadGroups } from '../../../src/shared/binding/answers';

describe('cleanAnswers', () => {
  it('trims text and leaves out blank text, null, empty objects and empty lists, at any depth', () => {
    expect(cleanAnswers({ a: ' x ', b: '  ', c: null, d: {}, e: [], f: { g: '', h: 0 }, i: [' ', 'y'], j: false }))
      .toEqual({ a: 'x', f: { h: 0 }, i: ['y'], j: false });
    expect(cleanAnswers({ a: '' })).toBeUndefined();
  });
});

describe('recordToFormData', () => {
  it("keeps the schema's properties, cleaned, with defaults for what is missing", () => {
    const record = { street: ' 1 Main St ', city: '', country: null, addressId: 4, extra: 'x' };
    expect(recordToFormData(record, { street: null, city: null, country: null }, { country: 'US' }))
      .toEqual({ street: '1 Main St', country: 'US' });
    expect(recordToFormData(null, { street: null, country: null }, { country: 'US' })).toEqual({ country: 'US' });
  });
});

describe('recordToFormData with nested objects and groups', () => {
  it("cuts a nested record object to the schema's nested fields", () => {
    const record = { militaryIncomeInfo: { incomeTypeId: 3, militaryIncome1: 900, incomeType: 'Base', applicationId: 7 } };
    expect(recordToFormData(record, { militaryIncomeInfo: { incomeTypeId: null, militaryIncome1: null } }))
      .toEqual({ militaryIncomeInfo: { incomeTypeId: 3, militaryIncome1: 900 } });
  });

  it('gathers a checkbox group from flat record fields, and spreads it back', () => {
    const groups = { status: ['veteranInd', 'reserveInd'] };
    const form = recordToFormData({ served: true, veteranInd: true, reserveInd: null }, { served: null, status: null }, {}, groups);
    expect(form).toEqual({ served: true, status: { veteranInd: true } });
    expect(spreadGroups(form, groups)).toEqual({ served: true, veteranInd: true });
  });
});
