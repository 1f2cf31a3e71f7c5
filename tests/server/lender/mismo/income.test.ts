import { describe, expect, it } from 'vitest';
import { additionalIncomeNodes, currentIncomeNode } from '../../../../src/server/lender/mismo/income';
import { all, text } from './mismo-tree';

describe('other incomes', () => {
  const income = (incomeTypeId: number | null, incomeType: string | null, amount: number | null, activeInd = true) =>
    ({ additionalIncomeId: 1, applicationId: 7001, incomeTypeId, incomeType, additionalIncome1: amount, activeInd });

  it('writes each active other income as a non-employment item of its MISMO type', () => {
    const items = additionalIncomeNodes([income(2, 'Child Support', 650), income(5, 'Pension', 1200.5), income(1, 'Alimony', 300, false),
      income(4, 'Social Security', null), income(null, 'Royalties', 80)]);
    expect(items.map((i) => [text(i, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType'), text(i, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount'),
      text(i, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator'), text(i, 'CURRENT_INCOME_ITEM_DETAIL/IncomeTypeOtherDescription')])).toEqual([
      ['ChildSupport', '650.00', 'false', null], ['Pension', '1200.50', 'false', null], ['Other', '80.00', 'false', 'Royalties'],
    ]);
  });

  it('numbers the items under CURRENT_INCOME, and writes nothing without any', () => {
    const node = currentIncomeNode(additionalIncomeNodes([income(3, 'Separate Maintenance', 400), income(6, 'Other', 10)]));
    expect(all(node, 'CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM').map((i) => i.attributes.SequenceNumber)).toEqual(['1', '2']);
    expect(currentIncomeNode([])).toBeNull();
  });
});
