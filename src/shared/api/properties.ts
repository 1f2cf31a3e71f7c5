/** Loan types whose lender has a credit limit (spec section 9: 4 Revolving Credit, 6 HELOC). */
export const CREDIT_LIMIT_LOAN_TYPES: readonly number[] = [4, 6];

/** Property status on add (spec section 9: property status default 1, Retained). */
export const DEFAULT_PROPERTY_STATUS = 1;
