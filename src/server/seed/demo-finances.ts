import type { Queryable } from '../db/types';
import type { DemoBorrower, DemoOffer } from './demo-types';

/** Step 2 items of the prior loan, per borrower (ids applicationId * 10 + n, below 100000). */
interface DemoFinances {
  liabilityAccounts?: { companyName: string; accountNumber: string; type: string; monthlyPayment: number; unpaidBalance: number }[];
  otherLiabilities?: { holderName: string; liabilityTypeId: number; creditLimit: number | null; monthlyPaymentAmount: number;
    unpaidBalanceAmount: number; borrowerIds: number[] }[];
  otherExpenses?: { type: string; monthlyPayment: number }[];
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

async function seedBorrower(tx: Queryable, b: DemoBorrower, fresh: DemoBorrower[], demo: DemoFinances): Promise<void> {
  for (const [n, a] of (demo.liabilityAccounts ?? []).entries()) {
    await tx.query(
      `INSERT INTO liability_accounts (liability_account_id, application_id, company_name, account_number, account_type,
         monthly_payment, unpaid_balance, paid_off) VALUES ($1, $2, $3, $4, $5, $6, $7, false) ON CONFLICT DO NOTHING`,
      [b.applicationId * 10 + n + 1, b.applicationId, a.companyName, a.accountNumber, a.type, a.monthlyPayment, a.unpaidBalance],
    );
  }
  for (const [n, l] of (demo.otherLiabilities ?? []).entries()) {
    const id = b.applicationId * 10 + n + 1;
    await tx.query(
      `INSERT INTO other_liabilities (other_liability_id, application_id, holder_name, liability_type_id, credit_limit,
         monthly_payment_amount, unpaid_balance_amount) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [id, b.applicationId, l.holderName, l.liabilityTypeId, l.creditLimit, l.monthlyPaymentAmount, l.unpaidBalanceAmount],
    );
    for (const other of fresh.filter((f) => l.borrowerIds.includes(f.borrowerId))) {
      await tx.query(
        `INSERT INTO other_liability_applications (other_liability_id, application_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [id, other.applicationId],
      );
    }
  }
  for (const [n, e] of (demo.otherExpenses ?? []).entries()) {
    await tx.query(
      `INSERT INTO other_expenses (other_expense_id, application_id, expense_type, monthly_payment)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [b.applicationId * 10 + n + 1, b.applicationId, e.type, e.monthlyPayment],
    );
  }
}

/** Liability accounts, a shared other liability and an other expense, as a prior loan would have them. */
export async function seedDemoFinanceItems(tx: Queryable, _offer: DemoOffer, fresh: DemoBorrower[]): Promise<void> {
  for (const b of fresh) {
    const demo = DEMO[b.borrowerId];
    if (demo) await seedBorrower(tx, b, fresh, demo);
  }
}
