import { describe, expect, it } from 'vitest';
import { otherExpenses } from '../../../../src/server/lender/mismo/expenses';
import { text } from './mismo-tree';
import { profile } from './profile-fixture';

describe('otherExpenses', () => {
  it('writes each active expense with its MISMO type, payment and other text, arced to its borrower', () => {
    const expense = (otherExpenseId: number, type: 'SeparateMaintenance' | 'Other' | 'Alimony', other: string | null, activeInd = true) =>
      ({ otherExpenseId, applicationId: 7003, type, other, monthlyPayment: 350, activeInd });
    const p = profile({ applicationId: 7003, otherExpenseInfo: [expense(1, 'SeparateMaintenance', null), expense(2, 'Other', 'Tuition'),
      expense(3, 'Alimony', null, false)] });
    const s = otherExpenses([p], new Map([[7003, 'BORROWER_2']]));
    expect(s.nodes.map((n) => [n.attributes['xlink:label'], text(n, 'ExpenseType'), text(n, 'ExpenseTypeOtherDescription'),
      text(n, 'ExpenseMonthlyPaymentAmount')])).toEqual([
      ['EXPENSE_1', 'SeparateMaintenanceExpense', null, '350.00'], ['EXPENSE_2', 'Other', 'Tuition', '350.00'],
    ]);
    expect(s.arcs.map((a) => [a.from, a.to, a.arcrole])).toEqual([
      ['EXPENSE_1', 'BORROWER_2', 'EXPENSE_IsAssociatedWith_ROLE'], ['EXPENSE_2', 'BORROWER_2', 'EXPENSE_IsAssociatedWith_ROLE'],
    ]);
  });
});
