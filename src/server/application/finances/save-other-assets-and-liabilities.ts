import type {
  UpdateOtherAssetsAndLiabilitiesBody, UpdateOtherAssetsAndLiabilitiesResponse,
} from '../../../shared/api/generated/types';
import { assertOfferAccess } from '../../auth/session';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  deactivate, findLiabilityAccount, findOtherAsset, findOtherExpense, findOtherLiability, insertLiabilityAccount,
  insertOtherAsset, insertOtherExpense, insertOtherLiability, setOtherLiabilityBorrowers, updateLiabilityAccount,
  updateOtherAsset, updateOtherExpense, updateOtherLiability,
} from './finance-items';
import type { SessionRecord } from '../../auth/sessions';

type Items<K extends keyof UpdateOtherAssetsAndLiabilitiesBody> = NonNullable<UpdateOtherAssetsAndLiabilitiesBody[K]>;
type LiabilityAccountItem = Items<'liabilityAccounts'>[number];
type OtherAssetItem = Items<'otherAssets'>[number];
type OtherLiabilityItem = Items<'otherLiabilities'>[number];
type OtherExpenseItem = Items<'otherExpenses'>[number];

const isNew = (id: number | undefined): id is undefined => id === undefined;

/** A record of another application (or no such record) is FORBIDDEN. */
async function owned<T extends { applicationId: number }>(find: Promise<T | null>, applicationId: number): Promise<T> {
  const record = await find;
  if (!record || record.applicationId !== applicationId) throw new AppError('FORBIDDEN');
  return record;
}

async function saveLiabilityAccount(tx: Queryable, applicationId: number, item: LiabilityAccountItem) {
  let id = item.liabilityAccountId;
  if (!isNew(id)) await owned(findLiabilityAccount(tx, id), applicationId);
  if (!isNew(id) && !item.activeInd) {
    await deactivate(tx, 'liability_accounts', id);
  } else {
    const values = {
      companyName: item.companyName ?? null,
      accountNumber: item.accountNumber ?? null,
      type: item.type ?? null,
      otherType: item.otherType ?? null,
      monthlyPayment: item.monthlyPayment ?? null,
      unpaidBalance: item.unpaidBalance ?? null,
      paidOff: item.paidOff ?? null,
    };
    if (isNew(id)) id = await insertLiabilityAccount(tx, applicationId, values);
    else await updateLiabilityAccount(tx, id, values);
  }
  return found(await findLiabilityAccount(tx, id), id);
}

async function saveOtherAsset(tx: Queryable, applicationId: number, item: OtherAssetItem) {
  let id = item.otherAssetId;
  if (!isNew(id)) await owned(findOtherAsset(tx, id), applicationId);
  if (!isNew(id) && !item.activeInd) {
    await deactivate(tx, 'other_assets', id);
  } else {
    const values = { type: item.type ?? null, value: item.value ?? null };
    if (isNew(id)) id = await insertOtherAsset(tx, applicationId, values);
    else await updateOtherAsset(tx, id, values);
  }
  return found(await findOtherAsset(tx, id), id);
}

/**
 * Other liabilities are shared: a borrower named on one (or its owner) may change it, provided its owner is on
 * the session's offer; the borrowers named become exactly `applicationIds` (checked by the route).
 */
async function saveOtherLiability(tx: Queryable, session: SessionRecord, applicationId: number, item: OtherLiabilityItem) {
  let id = item.otherLiabilityId;
  if (!isNew(id)) {
    const existing = await findOtherLiability(tx, id, applicationId);
    if (!existing) throw new AppError('FORBIDDEN');
    await assertOfferAccess(tx, session, { applicationIds: [existing.liability.applicationId] });
    if (!existing.visible && existing.liability.applicationId !== applicationId) throw new AppError('FORBIDDEN');
  }
  if (!isNew(id) && !item.activeInd) {
    await deactivate(tx, 'other_liabilities', id);
  } else {
    const values = {
      holderName: item.holderName ?? null,
      liabilityTypeId: item.liabilityTypeId ?? null,
      creditLimit: item.creditLimit ?? null,
      monthlyPaymentAmount: item.monthlyPaymentAmount ?? null,
      unpaidBalanceAmount: item.unpaidBalanceAmount ?? null,
    };
    if (isNew(id)) id = await insertOtherLiability(tx, applicationId, values);
    else await updateOtherLiability(tx, id, values);
    await setOtherLiabilityBorrowers(tx, id, [...new Set(item.applicationIds ?? [applicationId])]);
  }
  const saved = await findOtherLiability(tx, id, applicationId);
  return found(saved?.liability ?? null, id);
}

async function saveOtherExpense(tx: Queryable, applicationId: number, item: OtherExpenseItem) {
  let id = item.otherExpenseId;
  if (!isNew(id)) await owned(findOtherExpense(tx, id), applicationId);
  if (!isNew(id) && !item.activeInd) {
    await deactivate(tx, 'other_expenses', id);
  } else {
    const values = {
      type: item.type ?? null,
      other: item.other ?? null,
      monthlyPayment: item.monthlyPayment ?? null,
    };
    if (isNew(id)) id = await insertOtherExpense(tx, applicationId, values);
    else await updateOtherExpense(tx, id, values);
  }
  return found(await findOtherExpense(tx, id), id);
}

function found<T>(record: T | null, id: number): T {
  if (!record) throw new Error(`finance item ${id} vanished`);
  return record;
}

/**
 * Saves the items of each kind in order (call inside a transaction, after the offer check of `applicationId` and
 * of every other liability's applicationIds): no id = insert for `applicationId`, an id = update of that record,
 * activeInd false = soft delete. Returns the saved records per kind.
 */
export async function saveOtherAssetsAndLiabilities(tx: Queryable, session: SessionRecord,
  body: UpdateOtherAssetsAndLiabilitiesBody): Promise<UpdateOtherAssetsAndLiabilitiesResponse> {
  const { applicationId } = body;
  const saved: UpdateOtherAssetsAndLiabilitiesResponse = {
    liabilityAccounts: [], otherAssets: [], otherLiabilities: [], otherExpenses: [],
  };
  for (const item of body.liabilityAccounts ?? []) saved.liabilityAccounts.push(await saveLiabilityAccount(tx, applicationId, item));
  for (const item of body.otherAssets ?? []) saved.otherAssets.push(await saveOtherAsset(tx, applicationId, item));
  for (const item of body.otherLiabilities ?? []) {
    saved.otherLiabilities.push(await saveOtherLiability(tx, session, applicationId, item));
  }
  for (const item of body.otherExpenses ?? []) saved.otherExpenses.push(await saveOtherExpense(tx, applicationId, item));
  return saved;
}
