import { expressionBuilder, type Kysely } from 'kysely';
import type { LiabilityAccountType, OtherExpenseType } from '../../../shared/api/finances';
import type {
  BorrowerProfileResponse, LiabilityAccount, OtherAsset, OtherExpense, OtherLiability,
} from '../../../shared/api/generated/types';
import { money } from '../../db/convert';
import { asArray, queryBuilder } from '../../db/query-builder';
import type { OtherLiabilitiesTable, Tables } from '../../db/tables';
import type { Queryable } from '../../db/types';

/** The four lists of GetBorrowerData (active records only). */
type FinanceItems = Pick<BorrowerProfileResponse, 'liabilityInfo' | 'otherAssetInfo' | 'otherLiabilityInfo' | 'otherExpenseInfo'>;

/** A row of a select's results, as the builder types it. */
type Row<Q extends { execute(): Promise<unknown[]> }> = Awaited<ReturnType<Q['execute']>>[number];


// ---- liability accounts ----
function selectLiabilityAccounts(db: Queryable) {
  return queryBuilder(db).selectFrom('liabilityAccounts').select((eb) => [
    'liabilityAccountId', 'applicationId', 'companyName', 'accountNumber',
    eb.ref('accountType').$castTo<LiabilityAccountType | null>().as('type'),
    'otherType', 'monthlyPayment', 'unpaidBalance', 'paidOff', 'activeInd',
  ]);
}

const liabilityAccount = (r: Row<ReturnType<typeof selectLiabilityAccounts>>): LiabilityAccount =>
  ({ ...r, monthlyPayment: money(r.monthlyPayment), unpaidBalance: money(r.unpaidBalance) });

export async function findLiabilityAccount(db: Queryable, id: number): Promise<LiabilityAccount | null> {
  const row = await selectLiabilityAccounts(db).where('liabilityAccountId', '=', id).executeTakeFirst();
  return row ? liabilityAccount(row) : null;
}

export interface LiabilityAccountValues {
  companyName: string | null; accountNumber: string | null; type: LiabilityAccountType | null; otherType: string | null;
  monthlyPayment: number | null; unpaidBalance: number | null; paidOff: boolean | null;
}

const liabilityAccountColumns = (v: LiabilityAccountValues) => ({
  companyName: v.companyName, accountNumber: v.accountNumber, accountType: v.type, otherType: v.otherType,
  monthlyPayment: v.monthlyPayment, unpaidBalance: v.unpaidBalance, paidOff: v.paidOff,
});

export async function insertLiabilityAccount(db: Queryable, applicationId: number, v: LiabilityAccountValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('liabilityAccounts').values({ applicationId, ...liabilityAccountColumns(v) })
    .returning('liabilityAccountId').executeTakeFirstOrThrow(() => new Error('liability account was not inserted'));
  return row.liabilityAccountId;
}

/** An active save replaces every field (an optional field not sent is cleared). */
export async function updateLiabilityAccount(db: Queryable, id: number, v: LiabilityAccountValues): Promise<void> {
  await queryBuilder(db).updateTable('liabilityAccounts').set({ ...liabilityAccountColumns(v), activeInd: true })
    .where('liabilityAccountId', '=', id).execute();
}

// ---- other assets ----
function selectOtherAssets(db: Queryable) {
  return queryBuilder(db).selectFrom('otherAssets')
    .select(['otherAssetId', 'applicationId', 'assetType as type', 'assetValue as value', 'activeInd']);
}

const otherAsset = (r: Row<ReturnType<typeof selectOtherAssets>>): OtherAsset => ({ ...r, value: money(r.value) });

export async function findOtherAsset(db: Queryable, id: number): Promise<OtherAsset | null> {
  const row = await selectOtherAssets(db).where('otherAssetId', '=', id).executeTakeFirst();
  return row ? otherAsset(row) : null;
}

export interface OtherAssetValues { type: string | null; value: number | null }

export async function insertOtherAsset(db: Queryable, applicationId: number, v: OtherAssetValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('otherAssets').values({ applicationId, assetType: v.type, assetValue: v.value })
    .returning('otherAssetId').executeTakeFirstOrThrow(() => new Error('other asset was not inserted'));
  return row.otherAssetId;
}

export async function updateOtherAsset(db: Queryable, id: number, v: OtherAssetValues): Promise<void> {
  await queryBuilder(db).updateTable('otherAssets').set({ assetType: v.type, assetValue: v.value, activeInd: true })
    .where('otherAssetId', '=', id).execute();
}

// ---- other liabilities (shared: other_liability_applications) ----
/** The borrowers named on each (`applicationIds`, in id order). */
function selectOtherLiabilities(db: Queryable) {
  return queryBuilder(db).selectFrom('otherLiabilities as l').select((eb) => [
    'l.otherLiabilityId', 'l.applicationId', 'l.holderName', 'l.liabilityTypeId', 'l.creditLimit',
    'l.monthlyPaymentAmount', 'l.unpaidBalanceAmount', 'l.activeInd',
    asArray<number>(eb.selectFrom('otherLiabilityApplications as la').select('la.applicationId')
      .whereRef('la.otherLiabilityId', '=', 'l.otherLiabilityId').orderBy('la.applicationId')).as('applicationIds'),
  ]);
}

const otherLiability = (r: Row<ReturnType<typeof selectOtherLiabilities>>): OtherLiability => ({
  ...r,
  creditLimit: money(r.creditLimit),
  monthlyPaymentAmount: money(r.monthlyPaymentAmount),
  unpaidBalanceAmount: money(r.unpaidBalanceAmount),
});

/** An application sees an other liability (`l`) it is named on, or one it owns that names nobody (never saved so). */
function liabilityVisibleTo(applicationId: number) {
  const eb = expressionBuilder<Tables & { l: OtherLiabilitiesTable }, 'l'>();
  const named = () => eb.selectFrom('otherLiabilityApplications as la').select('la.applicationId')
    .whereRef('la.otherLiabilityId', '=', 'l.otherLiabilityId');
  return eb.or([
    eb.exists(named().where('la.applicationId', '=', applicationId)),
    eb.and([eb('l.applicationId', '=', applicationId), eb.not(eb.exists(named()))]),
  ]);
}

/** One other liability, active or not, and whether `applicationId` sees it (null when no such id). */
export async function findOtherLiability(db: Queryable, id: number, applicationId: number):
  Promise<{ liability: OtherLiability; visible: boolean } | null> {
  const row = await selectOtherLiabilities(db).select(liabilityVisibleTo(applicationId).$castTo<boolean>().as('visible'))
    .where('l.otherLiabilityId', '=', id).executeTakeFirst();
  if (!row) return null;
  const { visible, ...record } = row;
  return { liability: otherLiability(record), visible };
}

export interface OtherLiabilityValues {
  holderName: string | null; liabilityTypeId: number | null; creditLimit: number | null;
  monthlyPaymentAmount: number | null; unpaidBalanceAmount: number | null;
}

const otherLiabilityColumns = (v: OtherLiabilityValues) => ({
  holderName: v.holderName, liabilityTypeId: v.liabilityTypeId, creditLimit: v.creditLimit,
  monthlyPaymentAmount: v.monthlyPaymentAmount, unpaidBalanceAmount: v.unpaidBalanceAmount,
});

export async function insertOtherLiability(db: Queryable, applicationId: number, v: OtherLiabilityValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('otherLiabilities').values({ applicationId, ...otherLiabilityColumns(v) })
    .returning('otherLiabilityId').executeTakeFirstOrThrow(() => new Error('other liability was not inserted'));
  return row.otherLiabilityId;
}

export async function updateOtherLiability(db: Queryable, id: number, v: OtherLiabilityValues): Promise<void> {
  await queryBuilder(db).updateTable('otherLiabilities').set({ ...otherLiabilityColumns(v), activeInd: true })
    .where('otherLiabilityId', '=', id).execute();
}

/** The borrowers named on an other liability become exactly `applicationIds`. */
export async function setOtherLiabilityBorrowers(db: Queryable, id: number, applicationIds: number[]): Promise<void> {
  const q = queryBuilder(db);
  await q.deleteFrom('otherLiabilityApplications').where('otherLiabilityId', '=', id).execute();
  const rows = applicationIds.map((applicationId) => ({ otherLiabilityId: id, applicationId }));
  if (rows.length > 0) await q.insertInto('otherLiabilityApplications').values(rows).execute();
}

// ---- other expenses ----
function selectOtherExpenses(db: Queryable) {
  return queryBuilder(db).selectFrom('otherExpenses').select((eb) => [
    'otherExpenseId', 'applicationId', eb.ref('expenseType').$castTo<OtherExpenseType | null>().as('type'),
    'otherDescription as other', 'monthlyPayment', 'activeInd',
  ]);
}

const otherExpense = (r: Row<ReturnType<typeof selectOtherExpenses>>): OtherExpense =>
  ({ ...r, monthlyPayment: money(r.monthlyPayment) });

export async function findOtherExpense(db: Queryable, id: number): Promise<OtherExpense | null> {
  const row = await selectOtherExpenses(db).where('otherExpenseId', '=', id).executeTakeFirst();
  return row ? otherExpense(row) : null;
}

export interface OtherExpenseValues { type: OtherExpenseType | null; other: string | null; monthlyPayment: number | null }

const otherExpenseColumns = (v: OtherExpenseValues) =>
  ({ expenseType: v.type, otherDescription: v.other, monthlyPayment: v.monthlyPayment });

export async function insertOtherExpense(db: Queryable, applicationId: number, v: OtherExpenseValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('otherExpenses').values({ applicationId, ...otherExpenseColumns(v) })
    .returning('otherExpenseId').executeTakeFirstOrThrow(() => new Error('other expense was not inserted'));
  return row.otherExpenseId;
}

export async function updateOtherExpense(db: Queryable, id: number, v: OtherExpenseValues): Promise<void> {
  await queryBuilder(db).updateTable('otherExpenses').set({ ...otherExpenseColumns(v), activeInd: true })
    .where('otherExpenseId', '=', id).execute();
}

// ---- shared ----
type Table = 'liability_accounts' | 'other_assets' | 'other_liabilities' | 'other_expenses';
const DEACTIVATE: Record<Table, (q: Kysely<Tables>, id: number) => Promise<unknown>> = {
  liability_accounts: (q, id) =>
    q.updateTable('liabilityAccounts').set({ activeInd: false }).where('liabilityAccountId', '=', id).execute(),
  other_assets: (q, id) => q.updateTable('otherAssets').set({ activeInd: false }).where('otherAssetId', '=', id).execute(),
  other_liabilities: (q, id) =>
    q.updateTable('otherLiabilities').set({ activeInd: false }).where('otherLiabilityId', '=', id).execute(),
  other_expenses: (q, id) => q.updateTable('otherExpenses').set({ activeInd: false }).where('otherExpenseId', '=', id).execute(),
};

/** Soft delete: the record leaves every list; its fields stay as they were. */
export async function deactivate(db: Queryable, table: Table, id: number): Promise<void> {
  await DEACTIVATE[table](queryBuilder(db), id);
}

/** GetBorrowerData's four Step 2 lists of the application (active records only, oldest first). */
export async function listFinanceItems(db: Queryable, applicationId: number): Promise<FinanceItems> {
  const [accounts, assets, liabilities, expenses] = await Promise.all([
    selectLiabilityAccounts(db).where('applicationId', '=', applicationId).where('activeInd', '=', true)
      .orderBy('liabilityAccountId').execute(),
    selectOtherAssets(db).where('applicationId', '=', applicationId).where('activeInd', '=', true)
      .orderBy('otherAssetId').execute(),
    selectOtherLiabilities(db).where('l.activeInd', '=', true).where(liabilityVisibleTo(applicationId))
      .orderBy('l.otherLiabilityId').execute(),
    selectOtherExpenses(db).where('applicationId', '=', applicationId).where('activeInd', '=', true)
      .orderBy('otherExpenseId').execute(),
  ]);
  return {
    liabilityInfo: accounts.map(liabilityAccount),
    otherAssetInfo: assets.map(otherAsset),
    otherLiabilityInfo: liabilities.map(otherLiability),
    otherExpenseInfo: expenses.map(otherExpense),
  };
}
