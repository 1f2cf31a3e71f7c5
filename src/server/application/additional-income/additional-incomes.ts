import type { AdditionalIncomeInfo } from '../../../shared/api/borrower-data';
import { money } from '../../db/convert';
import { queryBuilder, type RowOf } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

function selectAdditionalIncomes(db: Queryable) {
  return queryBuilder(db).selectFrom('additionalIncomes as ai').leftJoin('incomeTypes as t', 't.incomeTypeId', 'ai.incomeTypeId')
    .select(['ai.additionalIncomeId', 'ai.applicationId', 'ai.incomeTypeId', 't.description as incomeType',
      'ai.additionalIncome1', 'ai.activeInd']);
}

type Row = RowOf<typeof selectAdditionalIncomes>;

const toInfo = (r: Row): AdditionalIncomeInfo => ({ ...r, additionalIncome1: money(r.additionalIncome1) });

/** One record, active or not (null when no such id). */
export async function findAdditionalIncome(db: Queryable, additionalIncomeId: number): Promise<AdditionalIncomeInfo | null> {
  const row = await selectAdditionalIncomes(db).where('ai.additionalIncomeId', '=', additionalIncomeId).executeTakeFirst();
  return row ? toInfo(row) : null;
}

/** The application's active additional incomes (GetBorrowerData). */
export async function listActiveAdditionalIncomes(db: Queryable, applicationId: number): Promise<AdditionalIncomeInfo[]> {
  const rows = await selectAdditionalIncomes(db).where('ai.applicationId', '=', applicationId).where('ai.activeInd', '=', true)
    .orderBy('ai.additionalIncomeId').execute();
  return rows.map(toInfo);
}

export interface AdditionalIncomeValues {
  applicationId: number;
  incomeTypeId: number | null;
  additionalIncome1: number | null;
  activeInd: boolean;
}

export async function insertAdditionalIncome(db: Queryable, v: AdditionalIncomeValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('additionalIncomes')
    .values({
      applicationId: v.applicationId, incomeTypeId: v.incomeTypeId, additionalIncome1: v.additionalIncome1, activeInd: v.activeInd,
    })
    .returning('additionalIncomeId').executeTakeFirstOrThrow(() => new Error('additional income was not inserted'));
  return row.additionalIncomeId;
}

/** Updates a record; a soft delete may leave type and amount out (they keep their stored values). */
export async function updateAdditionalIncome(db: Queryable, additionalIncomeId: number, v: AdditionalIncomeValues): Promise<void> {
  await queryBuilder(db).updateTable('additionalIncomes')
    .set((eb) => ({
      incomeTypeId: eb.fn.coalesce(eb.val(v.incomeTypeId), 'incomeTypeId'),
      additionalIncome1: eb.fn.coalesce(eb.val(v.additionalIncome1), 'additionalIncome1'),
      activeInd: v.activeInd,
    }))
    .where('additionalIncomeId', '=', additionalIncomeId).where('applicationId', '=', v.applicationId).execute();
}
