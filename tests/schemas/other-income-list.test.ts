import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../src/app/engine/types';
import type { AdditionalIncomeInfo } from '../../src/shared/api';
import { cleanBody } from '../../src/shared/clean-body';
import { profileFixture } from '../app/engine/fixtures';
import { listSourceOf } from '../app/engine/helpers/list-source-of';

const source = listSourceOf('info/employment-and-income', 'other-income');

const incomes: AdditionalIncomeInfo[] = [
  { additionalIncomeId: 31, applicationId: 7001, incomeTypeId: 1, incomeType: 'Alimony', additionalIncome1: 1850, activeInd: true },
  { additionalIncomeId: 32, applicationId: 7001, incomeTypeId: 5, incomeType: 'Pension', additionalIncome1: 100, activeInd: false },
  { additionalIncomeId: 33, applicationId: 7001, incomeTypeId: 6, incomeType: 'Other', additionalIncome1: 0.5, activeInd: true },
];
const ctx: ScreenContext = {
  profile: { ...profileFixture(), additionalIncomeInfo: incomes },
  params: {},
  lookups: { incomeTypes: [{ incomeTypeId: 6, description: 'Other', militaryIncomeInd: false }] },
};

describe('the Income From Other Sources section', () => {
  it('lists the active additional incomes with a title and an amount line', () => {
    expect(source.items(ctx)).toEqual([
      { id: '31', additionalIncomeId: 31, applicationId: 7001, incomeTypeId: 1, incomeType: 'Alimony', additionalIncome1: 1850,
        activeInd: true, amount: '$1,850.00' },
      { id: '33', additionalIncomeId: 33, applicationId: 7001, incomeTypeId: 6, incomeType: 'Other', additionalIncome1: 0.5,
        activeInd: true, amount: '$0.50' },
    ]);
  });

  it('is empty with none on file', () => {
    expect(source.items({ ...ctx, profile: profileFixture() })).toEqual([]);
  });

  it('deletes softly: the record named with activeInd false through UpdateBorrowerAdditionalIncome', () => {
    const [first] = source.items(ctx);
    if (!first) throw new Error('no item');
    const body = source.deletePayload?.(first, ctx);
    expect(cleanBody(body)).toEqual([
      { additionalIncomeId: 31, applicationId: 7001, activeInd: false },
    ]);
  });
});
