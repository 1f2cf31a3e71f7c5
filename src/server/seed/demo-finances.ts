import type { OfferBorrower } from '../lender/create-offer/offer-document';
import type { DemoBorrower } from './demo-types';

type Item<K extends 'liabilityAccounts' | 'otherAssets' | 'otherLiabilities' | 'otherExpenses'> = NonNullable<OfferBorrower[K]>[number];

/** The prior loan's finance items, per borrower (ids applicationId * 10 + n, below 100000). */
interface DemoFinances {
  liabilityAccounts?: { companyName: string; accountNumber: string; type: Item<'liabilityAccounts'>['type']; monthlyPayment: number;
    unpaidBalance: number }[];
  /** URLA 2b Other Assets and Credits. */
  otherAssets?: { type: Item<'otherAssets'>['type']; value: number }[];
  otherLiabilities?: { holderName: string; liabilityTypeId: Item<'otherLiabilities'>['liabilityTypeId']; creditLimit: number | null;
    monthlyPaymentAmount: number; unpaidBalanceAmount: number; borrowerIds: number[] }[];
  otherExpenses?: { type: Item<'otherExpenses'>['type']; monthlyPayment: number }[];
}

const DEMO: Record<number, DemoFinances> = {
  5001: {
    liabilityAccounts: [
      { companyName: 'Capital One', accountNumber: 'XXXX4821', type: 'Revolving', monthlyPayment: 45, unpaidBalance: 1250.4 },
    ],
  },
  5002: {
    liabilityAccounts: [
      { companyName: 'Toyota Financial Services', accountNumber: 'TFS-88213', type: 'Installment', monthlyPayment: 389.12,
        unpaidBalance: 14200 },
    ],
    // Relocation funds from John's employer (URLA 2b Other Assets and Credits).
    otherAssets: [{ type: 'RelocationFunds', value: 4500 }],
    // A line of credit John and Mary owe together.
    otherLiabilities: [
      { holderName: 'Lakeside Credit Union', liabilityTypeId: 2, creditLimit: 10000, monthlyPaymentAmount: 150,
        unpaidBalanceAmount: 4200.5, borrowerIds: [5002, 5003] },
    ],
  },
  5003: {
    otherExpenses: [{ type: 'ChildSupport', monthlyPayment: 350 }],
  },
  5004: {
    liabilityAccounts: [
      { companyName: 'Ally Auto Lease', accountNumber: 'AL-400177', type: 'Lease', monthlyPayment: 425, unpaidBalance: 9800 },
    ],
  },
};

/**
 * The borrower's liability accounts, other assets, other liabilities (shared by borrower id) and other expenses, with
 * fixed ids.
 */
export function demoFinanceItems(
  b: DemoBorrower,
): Pick<OfferBorrower, 'liabilityAccounts' | 'otherAssets' | 'otherLiabilities' | 'otherExpenses'> {
  const demo = DEMO[b.borrowerId] ?? {};
  const id = (n: number): number => b.applicationId * 10 + n + 1;
  return {
    liabilityAccounts: (demo.liabilityAccounts ?? []).map((a, n) => ({
      liabilityAccountId: id(n), companyName: a.companyName, accountNumber: a.accountNumber, type: a.type,
      monthlyPayment: a.monthlyPayment, unpaidBalance: a.unpaidBalance,
    })),
    otherAssets: (demo.otherAssets ?? []).map((a, n) => ({ otherAssetId: id(n), type: a.type, value: a.value })),
    otherLiabilities: (demo.otherLiabilities ?? []).map((l, n) => ({
      otherLiabilityId: id(n), holderName: l.holderName, liabilityTypeId: l.liabilityTypeId, creditLimit: l.creditLimit,
      monthlyPaymentAmount: l.monthlyPaymentAmount, unpaidBalanceAmount: l.unpaidBalanceAmount,
      sharedWithBorrowerIds: l.borrowerIds.filter((other) => other !== b.borrowerId),
    })),
    otherExpenses: (demo.otherExpenses ?? []).map((e, n) => ({ otherExpenseId: id(n), type: e.type, monthlyPayment: e.monthlyPayment })),
  };
}
