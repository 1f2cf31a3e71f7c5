import type { AdditionalIncomeInfo } from '../../../shared/api/borrower-data';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { amount, enumerated, indicator } from './mismo-values';

/** The portal's other-income types (income_types 1-6) as MISMO IncomeType. */
const OTHER_INCOME_TYPE: Readonly<Partial<Record<number, string>>> = {
  1: 'Alimony', 2: 'ChildSupport', 3: 'SeparateMaintenance', 4: 'SocialSecurity', 5: 'Pension', 6: 'Other',
};

/** The military entitlement types (income_types 20-22) as MISMO IncomeType. */
export const MILITARY_INCOME_TYPE: Readonly<Partial<Record<number, string>>> = {
  20: 'MilitaryBasePay', 21: 'MilitaryQuartersAllowance', 22: 'MilitaryCombatPay',
};

export interface IncomeItem {
  incomeType: string;
  /** The portal's own name of the type, written when the MISMO type is Other. */
  otherDescription?: string | null;
  monthly: number | null;
  employment: boolean;
}

/** One CURRENT_INCOME_ITEM (left out without an amount). */
export function incomeItemNode(item: IncomeItem, attributes: Record<string, string> = {}): MaybeNode {
  if (item.monthly === null) return null;
  return element('CURRENT_INCOME_ITEM', [
    element('CURRENT_INCOME_ITEM_DETAIL', [
      leaf('CurrentIncomeMonthlyTotalAmount', amount(item.monthly)),
      leaf('EmploymentIncomeIndicator', indicator(item.employment)),
      leaf('IncomeType', item.incomeType),
      leaf('IncomeTypeOtherDescription', item.incomeType === 'Other' ? item.otherDescription : null),
    ]),
  ], attributes);
}

/** The borrower's other incomes (URLA 1e) as income items; a type the table lacks is Other with its name. */
export function additionalIncomeNodes(incomes: readonly AdditionalIncomeInfo[]): MismoNode[] {
  return incomes
    .filter((i) => i.activeInd)
    .map((i) => incomeItemNode({
      incomeType: enumerated(OTHER_INCOME_TYPE, i.incomeTypeId) ?? 'Other',
      otherDescription: i.incomeType,
      monthly: i.additionalIncome1,
      employment: false,
    }))
    .filter((n): n is MismoNode => n !== null);
}

/** BORROWER/CURRENT_INCOME over every income item of the borrower. */
export function currentIncomeNode(items: readonly MismoNode[]): MaybeNode {
  return element('CURRENT_INCOME', [element('CURRENT_INCOME_ITEMS', sequenced([...items]))]);
}
