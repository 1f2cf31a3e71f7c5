import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { OtherExpenseType } from '../../../shared/api/finances';
import type { OtherExpense as OtherExpenseInfo } from '../../../shared/api/generated/types';
import { element, leaf, type MaybeNode } from './mismo-node';
import { amount } from './mismo-values';
import type { RoleLabels } from './relationships';
import { dealRecords, type DealRecords } from './deal-records';

/** The obligation types (URLA 2d) as MISMO ExpenseType. */
const EXPENSE_TYPE: Readonly<Record<OtherExpenseType, string>> = {
  Alimony: 'Alimony', ChildSupport: 'ChildSupport', JobRelatedExpenses: 'JobRelatedExpenses',
  SeparateMaintenance: 'SeparateMaintenanceExpense', Other: 'Other',
};

function expenseNode(e: OtherExpenseInfo, label: string): MaybeNode {
  const type = e.type ? EXPENSE_TYPE[e.type] : null;
  return element('EXPENSE', [
    leaf('ExpenseMonthlyPaymentAmount', amount(e.monthlyPayment)),
    leaf('ExpenseType', type),
    leaf('ExpenseTypeOtherDescription', type === 'Other' ? e.other : null),
  ], { 'xlink:label': label });
}

/** DEAL/EXPENSES: each borrower's other expenses, arced to the borrower. */
export function otherExpenses(borrowers: readonly BorrowerProfile[], roles: RoleLabels): DealRecords {
  const expenses = dealRecords('EXPENSE', 'EXPENSE_IsAssociatedWith_ROLE', roles);
  for (const b of borrowers) {
    for (const e of b.otherExpenseInfo.filter((x) => x.activeInd)) expenses.add((label) => expenseNode(e, label), [b.applicationId]);
  }
  return expenses.records;
}
