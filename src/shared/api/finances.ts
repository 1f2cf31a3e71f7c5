import type { LiabilityAccount, OtherExpense } from './generated/types';

/** Liability account types (URLA Liabilities: credit cards, other debts and leases); OtherAccounts needs otherType. */
export type LiabilityAccountType = NonNullable<LiabilityAccount['type']>;
/** Obligation types of the spec (section 9); Other needs the free-text `other`. */
export type OtherExpenseType = NonNullable<OtherExpense['type']>;
