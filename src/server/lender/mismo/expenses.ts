import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { OtherExpenseInfo, OtherExpenseType } from '../../../shared/api/finances';
import { element, leaf, type MaybeNode, type MismoNode } from './mismo-node';
import { amount } from './mismo-values';
import { type Arc, arcsToRoles, type RoleLabels } from './relationships';
import type { DealRecords } from './deal-records';

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
  const nodes: MismoNode[] = [];
  const arcs: Arc[] = [];
  for (const b of borrowers) {
    for (const e of b.otherExpenseInfo.filter((x) => x.activeInd)) {
      const label = `EXPENSE_${nodes.length + 1}`;
      const node = expenseNode(e, label);
      if (!node) continue;
      nodes.push(node);
      arcs.push(...arcsToRoles(label, [b.applicationId], roles, 'EXPENSE_IsAssociatedWith_ROLE'));
    }
  }
  return { nodes, arcs };
}
