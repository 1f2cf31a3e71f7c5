/**
 * Option titles of the Step 2 selects for the list screens (the screens' schemas hold the same `oneOf` titles; the
 * list sources cannot load the lazily bundled screen schemas). A test keeps the two equal.
 */
export const LIABILITY_ACCOUNT_TYPES: Record<string, string> = {
  Revolving: 'Revolving (e.g., credit cards)',
  Installment: 'Installment (e.g., car, student, personal loans)',
  Open30Day: 'Open 30-Day (balance paid monthly)',
  Lease: 'Lease (not real estate)',
  OtherAccounts: 'Other Accounts',
};

export const OTHER_ASSET_TYPES: Record<string, string> = {
  ProceedsFromRealEstateSale: 'Proceeds from Real Estate Property to be sold on or before closing',
  ProceedsFromNonRealEstateSale: 'Proceeds from Sale of Non-Real Estate Asset',
  SecuredBorrowedFunds: 'Secured Borrowed Funds',
  UnsecuredBorrowedFunds: 'Unsecured Borrowed Funds',
  EarnestMoney: 'Earnest Money',
  EmployerAssistance: 'Employer Assistance',
  LotEquity: 'Lot Equity',
  RelocationFunds: 'Relocation Funds',
  RentCredit: 'Rent Credit',
  SweatEquity: 'Sweat Equity',
  TradeEquity: 'Trade Equity',
  Other: 'Other',
};

export const OTHER_LIABILITY_TYPES: Record<string, string> = {
  1: 'Installment Loan',
  2: 'Revolving Credit',
  3: 'Home Equity Line of Credit (HELOC)',
  4: 'Collections, Judgments or Liens',
  5: 'Taxes Owed',
  6: 'Other',
};

export const OTHER_EXPENSE_TYPES: Record<string, string> = {
  Alimony: 'Alimony',
  ChildSupport: 'Child Support',
  JobRelatedExpenses: 'Job Related Expenses',
  SeparateMaintenance: 'Separate Maintenance',
  Other: 'Other',
};

/** An option's title, else the stored value itself. */
export const optionTitle = (titles: Record<string, string>, value: string | number | null): string | null =>
  value === null ? null : titles[String(value)] ?? String(value);
