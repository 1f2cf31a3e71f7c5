import type { LiabilityAccountType, OtherExpenseType } from '../../shared/api/finances';
import type {
  BorrowerProfileResponse, LiabilityAccount, OtherAsset, OtherExpense, OtherLiability,
} from '../../shared/api/generated/types';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';
import { insertRow } from './insert-row';

/** The four lists of GetBorrowerData (active records only). */
type FinanceItems = Pick<BorrowerProfileResponse, 'liabilityInfo' | 'otherAssetInfo' | 'otherLiabilityInfo' | 'otherExpenseInfo'>;

type Money = string | number | null;
const toMoney = (v: Money): number | null => money(v);

// ---- liability accounts ----
type LiabilityAccountRow = Omit<LiabilityAccount, 'monthlyPayment' | 'unpaidBalance'> & {
  monthlyPayment: Money; unpaidBalance: Money;
};
const LIABILITY_ACCOUNTS = `SELECT liability_account_id AS "liabilityAccountId", application_id AS "applicationId",
  company_name AS "companyName", account_number AS "accountNumber", account_type AS "type", other_type AS "otherType",
  monthly_payment AS "monthlyPayment", unpaid_balance AS "unpaidBalance", paid_off AS "paidOff", active_ind AS "activeInd"
  FROM liability_accounts`;
const liabilityAccount = (r: LiabilityAccountRow): LiabilityAccount =>
  ({ ...r, monthlyPayment: toMoney(r.monthlyPayment), unpaidBalance: toMoney(r.unpaidBalance) });

export async function findLiabilityAccount(db: Queryable, id: number): Promise<LiabilityAccount | null> {
  const rows = await db.query<LiabilityAccountRow>(`${LIABILITY_ACCOUNTS} WHERE liability_account_id = $1`, [id]);
  return rows[0] ? liabilityAccount(rows[0]) : null;
}

export interface LiabilityAccountValues {
  companyName: string | null; accountNumber: string | null; type: LiabilityAccountType | null; otherType: string | null;
  monthlyPayment: number | null; unpaidBalance: number | null; paidOff: boolean | null;
}

export async function insertLiabilityAccount(db: Queryable, applicationId: number, v: LiabilityAccountValues): Promise<number> {
  return insertRow(db, 'liability account',
    `INSERT INTO liability_accounts (application_id, company_name, account_number, account_type, other_type,
       monthly_payment, unpaid_balance, paid_off) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING liability_account_id AS id`,
    [applicationId, v.companyName, v.accountNumber, v.type, v.otherType, v.monthlyPayment, v.unpaidBalance, v.paidOff],
  );
}

/** An active save replaces every field (an optional field not sent is cleared). */
export async function updateLiabilityAccount(db: Queryable, id: number, v: LiabilityAccountValues): Promise<void> {
  await db.query(
    `UPDATE liability_accounts SET company_name = $2, account_number = $3, account_type = $4, other_type = $5,
       monthly_payment = $6, unpaid_balance = $7, paid_off = $8, active_ind = true WHERE liability_account_id = $1`,
    [id, v.companyName, v.accountNumber, v.type, v.otherType, v.monthlyPayment, v.unpaidBalance, v.paidOff],
  );
}

// ---- other assets ----
type OtherAssetRow = Omit<OtherAsset, 'value'> & { value: Money };
const OTHER_ASSETS = `SELECT other_asset_id AS "otherAssetId", application_id AS "applicationId", asset_type AS "type",
  asset_value AS "value", active_ind AS "activeInd" FROM other_assets`;
const otherAsset = (r: OtherAssetRow): OtherAsset => ({ ...r, value: toMoney(r.value) });

export async function findOtherAsset(db: Queryable, id: number): Promise<OtherAsset | null> {
  const rows = await db.query<OtherAssetRow>(`${OTHER_ASSETS} WHERE other_asset_id = $1`, [id]);
  return rows[0] ? otherAsset(rows[0]) : null;
}

export interface OtherAssetValues { type: string | null; value: number | null }

export async function insertOtherAsset(db: Queryable, applicationId: number, v: OtherAssetValues): Promise<number> {
  return insertRow(db, 'other asset',
    `INSERT INTO other_assets (application_id, asset_type, asset_value) VALUES ($1, $2, $3) RETURNING other_asset_id AS id`,
    [applicationId, v.type, v.value],
  );
}

export async function updateOtherAsset(db: Queryable, id: number, v: OtherAssetValues): Promise<void> {
  await db.query('UPDATE other_assets SET asset_type = $2, asset_value = $3, active_ind = true WHERE other_asset_id = $1',
    [id, v.type, v.value]);
}

// ---- other liabilities (shared: other_liability_applications) ----
type OtherLiabilityRow = Omit<OtherLiability, 'creditLimit' | 'monthlyPaymentAmount' | 'unpaidBalanceAmount' |
  'applicationIds'> & { creditLimit: Money; monthlyPaymentAmount: Money; unpaidBalanceAmount: Money };
const OTHER_LIABILITY_COLUMNS = `l.other_liability_id AS "otherLiabilityId", l.application_id AS "applicationId",
  l.holder_name AS "holderName", l.liability_type_id AS "liabilityTypeId", l.credit_limit AS "creditLimit",
  l.monthly_payment_amount AS "monthlyPaymentAmount", l.unpaid_balance_amount AS "unpaidBalanceAmount",
  l.active_ind AS "activeInd"`;
const OTHER_LIABILITIES = `SELECT ${OTHER_LIABILITY_COLUMNS} FROM other_liabilities l`;

/** An application sees an other liability it is named on, or one it owns that names nobody (never saved so). */
const LIABILITY_VISIBLE_TO = (param: string): string => `(EXISTS (SELECT 1 FROM other_liability_applications la
    WHERE la.other_liability_id = l.other_liability_id AND la.application_id = ${param})
  OR (l.application_id = ${param} AND NOT EXISTS (SELECT 1 FROM other_liability_applications la
    WHERE la.other_liability_id = l.other_liability_id)))`;

async function withBorrowers(db: Queryable, rows: OtherLiabilityRow[]): Promise<OtherLiability[]> {
  if (rows.length === 0) return [];
  const links = await db.query<{ id: number; applicationId: number }>(
    `SELECT other_liability_id AS id, application_id AS "applicationId" FROM other_liability_applications
     WHERE other_liability_id = ANY($1::integer[]) ORDER BY application_id`,
    [`{${rows.map((r) => r.otherLiabilityId).join(',')}}`],
  );
  return rows.map((r) => ({
    ...r,
    creditLimit: toMoney(r.creditLimit),
    monthlyPaymentAmount: toMoney(r.monthlyPaymentAmount),
    unpaidBalanceAmount: toMoney(r.unpaidBalanceAmount),
    applicationIds: links.filter((l) => l.id === r.otherLiabilityId).map((l) => l.applicationId),
  }));
}

/** One other liability, active or not, and whether `applicationId` sees it (null when no such id). */
export async function findOtherLiability(db: Queryable, id: number, applicationId: number):
  Promise<{ liability: OtherLiability; visible: boolean } | null> {
  const rows = await db.query<OtherLiabilityRow & { visible: boolean }>(
    `SELECT ${OTHER_LIABILITY_COLUMNS}, ${LIABILITY_VISIBLE_TO('$2')} AS visible FROM other_liabilities l
     WHERE l.other_liability_id = $1`,
    [id, applicationId],
  );
  const row = rows[0];
  if (!row) return null;
  const { visible, ...record } = row;
  const [liability] = await withBorrowers(db, [record]);
  return liability ? { liability, visible } : null;
}

export interface OtherLiabilityValues {
  holderName: string | null; liabilityTypeId: number | null; creditLimit: number | null;
  monthlyPaymentAmount: number | null; unpaidBalanceAmount: number | null;
}

export async function insertOtherLiability(db: Queryable, applicationId: number, v: OtherLiabilityValues): Promise<number> {
  return insertRow(db, 'other liability',
    `INSERT INTO other_liabilities (application_id, holder_name, liability_type_id, credit_limit, monthly_payment_amount,
       unpaid_balance_amount) VALUES ($1, $2, $3, $4, $5, $6) RETURNING other_liability_id AS id`,
    [applicationId, v.holderName, v.liabilityTypeId, v.creditLimit, v.monthlyPaymentAmount, v.unpaidBalanceAmount],
  );
}

export async function updateOtherLiability(db: Queryable, id: number, v: OtherLiabilityValues): Promise<void> {
  await db.query(
    `UPDATE other_liabilities SET holder_name = $2, liability_type_id = $3, credit_limit = $4,
       monthly_payment_amount = $5, unpaid_balance_amount = $6, active_ind = true WHERE other_liability_id = $1`,
    [id, v.holderName, v.liabilityTypeId, v.creditLimit, v.monthlyPaymentAmount, v.unpaidBalanceAmount],
  );
}

/** The borrowers named on an other liability become exactly `applicationIds`. */
export async function setOtherLiabilityBorrowers(db: Queryable, id: number, applicationIds: number[]): Promise<void> {
  await db.query('DELETE FROM other_liability_applications WHERE other_liability_id = $1', [id]);
  for (const applicationId of applicationIds) {
    await db.query('INSERT INTO other_liability_applications (other_liability_id, application_id) VALUES ($1, $2)',
      [id, applicationId]);
  }
}

// ---- other expenses ----
type OtherExpenseRow = Omit<OtherExpense, 'monthlyPayment'> & { monthlyPayment: Money };
const OTHER_EXPENSES = `SELECT other_expense_id AS "otherExpenseId", application_id AS "applicationId",
  expense_type AS "type", other_description AS "other", monthly_payment AS "monthlyPayment", active_ind AS "activeInd"
  FROM other_expenses`;
const otherExpense = (r: OtherExpenseRow): OtherExpense => ({ ...r, monthlyPayment: toMoney(r.monthlyPayment) });

export async function findOtherExpense(db: Queryable, id: number): Promise<OtherExpense | null> {
  const rows = await db.query<OtherExpenseRow>(`${OTHER_EXPENSES} WHERE other_expense_id = $1`, [id]);
  return rows[0] ? otherExpense(rows[0]) : null;
}

export interface OtherExpenseValues { type: OtherExpenseType | null; other: string | null; monthlyPayment: number | null }

export async function insertOtherExpense(db: Queryable, applicationId: number, v: OtherExpenseValues): Promise<number> {
  return insertRow(db, 'other expense',
    `INSERT INTO other_expenses (application_id, expense_type, other_description, monthly_payment)
     VALUES ($1, $2, $3, $4) RETURNING other_expense_id AS id`,
    [applicationId, v.type, v.other, v.monthlyPayment],
  );
}

export async function updateOtherExpense(db: Queryable, id: number, v: OtherExpenseValues): Promise<void> {
  await db.query(
    `UPDATE other_expenses SET expense_type = $2, other_description = $3, monthly_payment = $4, active_ind = true
     WHERE other_expense_id = $1`,
    [id, v.type, v.other, v.monthlyPayment],
  );
}

// ---- shared ----
type Table = 'liability_accounts' | 'other_assets' | 'other_liabilities' | 'other_expenses';
const ID_COLUMN: Record<Table, string> = {
  liability_accounts: 'liability_account_id', other_assets: 'other_asset_id',
  other_liabilities: 'other_liability_id', other_expenses: 'other_expense_id',
};

/** Soft delete: the record leaves every list; its fields stay as they were. */
export async function deactivate(db: Queryable, table: Table, id: number): Promise<void> {
  await db.query(`UPDATE ${table} SET active_ind = false WHERE ${ID_COLUMN[table]} = $1`, [id]);
}

/** GetBorrowerData's four Step 2 lists of the application (active records only, oldest first). */
export async function listFinanceItems(db: Queryable, applicationId: number): Promise<FinanceItems> {
  const [accounts, assets, liabilities, expenses] = await Promise.all([
    db.query<LiabilityAccountRow>(`${LIABILITY_ACCOUNTS} WHERE application_id = $1 AND active_ind ORDER BY 1`, [applicationId]),
    db.query<OtherAssetRow>(`${OTHER_ASSETS} WHERE application_id = $1 AND active_ind ORDER BY 1`, [applicationId]),
    db.query<OtherLiabilityRow>(`${OTHER_LIABILITIES} WHERE l.active_ind AND ${LIABILITY_VISIBLE_TO('$1')} ORDER BY 1`, [applicationId]),
    db.query<OtherExpenseRow>(`${OTHER_EXPENSES} WHERE application_id = $1 AND active_ind ORDER BY 1`, [applicationId]),
  ]);
  return {
    liabilityInfo: accounts.map(liabilityAccount),
    otherAssetInfo: assets.map(otherAsset),
    otherLiabilityInfo: await withBorrowers(db, liabilities),
    otherExpenseInfo: expenses.map(otherExpense),
  };
}
