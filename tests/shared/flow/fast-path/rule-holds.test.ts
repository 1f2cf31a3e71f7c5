import { describe, expect, it } from 'vitest';
import { ruleHolds } from '../../../../src/shared/flow/fast-path/rule-holds';

const offer = { loanType: 'FHA', occupancyType: 'Primary Residence', showRealEstateSection: false };

describe('ruleHolds', () => {
  it('equals, in and notIn compare one offer field', () => {
    expect(ruleHolds({ field: 'showRealEstateSection', equals: false }, offer)).toBe(true);
    expect(ruleHolds({ field: 'loanType', in: ['FHA', 'VA'] }, offer)).toBe(true);
    expect(ruleHolds({ field: 'loanType', notIn: ['FHA', 'VA'] }, offer)).toBe(false);
  });
  it('a missing value is in no list', () => {
    const none = { loanType: null, occupancyType: null, showRealEstateSection: null };
    expect(ruleHolds({ field: 'loanType', in: ['FHA'] }, none)).toBe(false);
    expect(ruleHolds({ field: 'loanType', notIn: ['FHA'] }, none)).toBe(true);
  });
  it('anyOf and allOf combine rules', () => {
    const a = { field: 'loanType', equals: 'FHA' } as const;
    const b = { field: 'occupancyType', equals: 'Investment Property' } as const;
    expect(ruleHolds({ anyOf: [a, b] }, offer)).toBe(true);
    expect(ruleHolds({ allOf: [a, b] }, offer)).toBe(false);
  });
});
