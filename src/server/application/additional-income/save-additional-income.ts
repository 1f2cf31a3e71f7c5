import type { AdditionalIncomeInfo } from '../../../shared/api/borrower-data';
import type { UpdateBorrowerAdditionalIncomeBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  findAdditionalIncome, insertAdditionalIncome, updateAdditionalIncome,
} from './additional-incomes';
import { findIncomeType } from './income-types';

type AdditionalIncomeItem = UpdateBorrowerAdditionalIncomeBody[number];

/** An active item's income type must be a known, non-military one (military income belongs to entitlements). */
async function assertIncomeType(tx: Queryable, item: AdditionalIncomeItem, index: number): Promise<void> {
  if (!item.activeInd || item.incomeTypeId === undefined) return;
  const type = await findIncomeType(tx, item.incomeTypeId);
  if (!type || type.militaryIncomeInd) {
    throw new AppError('VALIDATION_FAILED', [
      { field: `${index}.incomeTypeId`, message: 'Income Type is not a known income type.' },
    ]);
  }
}

/**
 * Saves the items in order (call inside a transaction, after the offer check of every applicationId): no id =
 * insert, an id = update of that record, which must belong to the item's application (else FORBIDDEN).
 * activeInd false is the soft delete. Returns the saved records in body order.
 */
export async function saveAdditionalIncomes(tx: Queryable, items: AdditionalIncomeItem[]): Promise<AdditionalIncomeInfo[]> {
  for (const [index, item] of items.entries()) await assertIncomeType(tx, item, index);
  const saved: AdditionalIncomeInfo[] = [];
  for (const item of items) {
    const values = {
      applicationId: item.applicationId,
      incomeTypeId: item.incomeTypeId ?? null,
      additionalIncome1: item.additionalIncome1 ?? null,
      activeInd: item.activeInd,
    };
    let id = item.additionalIncomeId;
    if (id === undefined) {
      id = await insertAdditionalIncome(tx, values);
    } else {
      const existing = await findAdditionalIncome(tx, id);
      if (!existing || existing.applicationId !== item.applicationId) throw new AppError('FORBIDDEN');
      await updateAdditionalIncome(tx, id, values);
    }
    const record = await findAdditionalIncome(tx, id);
    if (!record) throw new Error(`additional income ${id} vanished`);
    saved.push(record);
  }
  return saved;
}
