import { describe, expect, it } from 'vitest';
import { RecordNotFoundError, type ScreenContext } from '../../../../src/app/engine/types';
import type { AdditionalIncomeInfo, IncomeType } from '../../../../src/shared/api/generated/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('info/other-income');

const incomeTypes: IncomeType[] = [
  { incomeTypeId: 1, description: 'Alimony', militaryIncomeInd: false },
  { incomeTypeId: 5, description: 'Pension', militaryIncomeInd: false },
  { incomeTypeId: 20, description: 'Military Base Pay', militaryIncomeInd: true },
];
const incomes: AdditionalIncomeInfo[] = [
  { additionalIncomeId: 31, applicationId: 7001, incomeTypeId: 1, incomeType: 'Alimony', additionalIncome1: 850, activeInd: true },
  { additionalIncomeId: 32, applicationId: 7001, incomeTypeId: 5, incomeType: 'Pension', additionalIncome1: 100, activeInd: false },
];

function ctx(params: Record<string, string> = {}): ScreenContext {
  return { profile: { ...profileFixture(), additionalIncomeInfo: incomes }, params, lookups: { incomeTypes } };
}

describe('the info/other-income binding', () => {
  it('needs the income types', () => {
    expect(bound.lookups).toEqual(['incomeTypes']);
  });

  it('is an edit screen only with an :id', () => {
    expect(bound.isEdit(ctx())).toBe(false);
    expect(bound.isEdit(ctx({ id: '31' }))).toBe(true);
  });

  it('add: empty form, payload is one new active record (the server names its type)', () => {
    expect(bound.formData(ctx())).toEqual({});
    expect(cleanBody(bound.body({ incomeTypeId: 5, additionalIncome1: 1200.5 }, ctx(), { complete: true }))).toEqual([
      { applicationId: 7001, incomeTypeId: 5, additionalIncome1: 1200.5, activeInd: true },
    ]);
  });

  it('edit: reads the :id record and saves it again under its id', () => {
    const c = ctx({ id: '31' });
    expect(bound.formData(c)).toEqual({ incomeTypeId: 1, additionalIncome1: 850 });
    expect(cleanBody(bound.body({ incomeTypeId: 5, additionalIncome1: 900 }, c, { complete: true }))).toEqual([
      { additionalIncomeId: 31, applicationId: 7001, incomeTypeId: 5, additionalIncome1: 900, activeInd: true },
    ]);
  });

  it('an unknown or removed :id is a RecordNotFoundError', () => {
    expect(() => bound.formData(ctx({ id: '99' }))).toThrow(RecordNotFoundError);
    expect(() => bound.formData(ctx({ id: '32' }))).toThrow(RecordNotFoundError);
  });

  it('offers only the non-military income types as choices', () => {
    expect(bound.uiOverrides(ctx(), {})).toEqual({
      incomeTypeId: { 'ui:options': { choices: [{ label: 'Alimony', value: 1 }, { label: 'Pension', value: 5 }] } },
    });
    const noLookup = { ...ctx(), lookups: {} };
    expect(bound.uiOverrides(noLookup, {})).toEqual({ incomeTypeId: { 'ui:options': { choices: [] } } });
  });
});
