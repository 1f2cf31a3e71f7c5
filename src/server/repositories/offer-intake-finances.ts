import type { Queryable } from '../db/types';
import type { OfferBorrower } from '../lender/create-offer/offer-document';
import { idOr } from './offer-intake';

/**
 * Assets, liability accounts, other assets, other liabilities (shared with the co-borrowers named, by their
 * applications) and other expenses of one application.
 */
export async function insertFinanceRecords(
  db: Queryable,
  applicationId: number,
  b: OfferBorrower,
  applicationOf: ReadonlyMap<number, number>,
): Promise<void> {
  for (const a of b.assets ?? []) {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO assets (asset_information_id, application_id, financial_institution, asset_type_id, cash_market_value)
       VALUES (${idOr('$1', 'assets', 'asset_information_id')}, $2, $3, $4, $5) RETURNING asset_information_id AS id`,
      [a.assetId ?? null, applicationId, a.financialInstitution, a.assetTypeId, a.cashMarketValue],
    );
    await db.query(
      `INSERT INTO borrower_assets (borrower_asset_id, asset_information_id, application_id, is_joint_asset)
       VALUES (${idOr('$1', 'borrower_assets', 'borrower_asset_id')}, $2, $3, true)`,
      [a.assetId ?? null, Number(rows[0]?.id), applicationId],
    );
  }
  for (const l of b.liabilityAccounts ?? []) {
    await db.query(
      `INSERT INTO liability_accounts (liability_account_id, application_id, company_name, account_number, account_type,
         monthly_payment, unpaid_balance, paid_off)
       VALUES (${idOr('$1', 'liability_accounts', 'liability_account_id')}, $2, $3, $4, $5, $6, $7, false)`,
      [l.liabilityAccountId ?? null, applicationId, l.companyName, l.accountNumber ?? null, l.type, l.monthlyPayment,
        l.unpaidBalance],
    );
  }
  for (const o of b.otherAssets ?? []) {
    await db.query(
      `INSERT INTO other_assets (other_asset_id, application_id, asset_type, asset_value)
       VALUES (${idOr('$1', 'other_assets', 'other_asset_id')}, $2, $3, $4)`,
      [o.otherAssetId ?? null, applicationId, o.type, o.value],
    );
  }
  for (const l of b.otherLiabilities ?? []) {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO other_liabilities (other_liability_id, application_id, holder_name, liability_type_id, credit_limit,
         monthly_payment_amount, unpaid_balance_amount)
       VALUES (${idOr('$1', 'other_liabilities', 'other_liability_id')}, $2, $3, $4, $5, $6, $7)
       RETURNING other_liability_id AS id`,
      [l.otherLiabilityId ?? null, applicationId, l.holderName, l.liabilityTypeId, l.creditLimit ?? null,
        l.monthlyPaymentAmount, l.unpaidBalanceAmount],
    );
    const owners = new Set([applicationId, ...(l.sharedWithBorrowerIds ?? []).map((id) => applicationOf.get(id))]);
    for (const owner of owners) {
      if (owner === undefined) continue;
      await db.query('INSERT INTO other_liability_applications (other_liability_id, application_id) VALUES ($1, $2)', [
        Number(rows[0]?.id), owner,
      ]);
    }
  }
  for (const e of b.otherExpenses ?? []) {
    await db.query(
      `INSERT INTO other_expenses (other_expense_id, application_id, expense_type, monthly_payment)
       VALUES (${idOr('$1', 'other_expenses', 'other_expense_id')}, $2, $3, $4)`,
      [e.otherExpenseId ?? null, applicationId, e.type, e.monthlyPayment],
    );
  }
}
