import type { AdditionalIncomeInfo } from '../../shared/api/borrower-data';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';
import { insertRow } from './insert-row';

type Row = Omit<AdditionalIncomeInfo, 'additionalIncome1'> & { additionalIncome1: string | number | null };

const SELECT = `SELECT ai.additional_income_id AS "additionalIncomeId", ai.application_id AS "applicationId",
  ai.income_type_id AS "incomeTypeId", t.description AS "incomeType",
  ai.additional_income1 AS "additionalIncome1", ai.active_ind AS "activeInd"
  FROM additional_incomes ai LEFT JOIN income_types t ON t.income_type_id = ai.income_type_id`;

const toInfo = (r: Row): AdditionalIncomeInfo => ({ ...r, additionalIncome1: money(r.additionalIncome1) });

/** One record, active or not (null when no such id). */
export async function findAdditionalIncome(db: Queryable, additionalIncomeId: number): Promise<AdditionalIncomeInfo | null> {
  const rows = await db.query<Row>(`${SELECT} WHERE ai.additional_income_id = $1`, [additionalIncomeId]);
  return rows[0] ? toInfo(rows[0]) : null;
}

/** The application's active additional incomes (GetBorrowerData). */
export async function listActiveAdditionalIncomes(db: Queryable, applicationId: number): Promise<AdditionalIncomeInfo[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE ai.application_id = $1 AND ai.active_ind ORDER BY ai.additional_income_id`, [
    applicationId,
  ]);
  return rows.map(toInfo);
}

export interface AdditionalIncomeValues {
  applicationId: number;
  incomeTypeId: number | null;
  additionalIncome1: number | null;
  activeInd: boolean;
}

export async function insertAdditionalIncome(db: Queryable, v: AdditionalIncomeValues): Promise<number> {
  return insertRow(db, 'additional income',
    `INSERT INTO additional_incomes (application_id, income_type_id, additional_income1, active_ind)
     VALUES ($1, $2, $3, $4) RETURNING additional_income_id AS id`,
    [v.applicationId, v.incomeTypeId, v.additionalIncome1, v.activeInd],
  );
}

/** Updates a record; a soft delete may leave type and amount out (they keep their stored values). */
export async function updateAdditionalIncome(db: Queryable, additionalIncomeId: number, v: AdditionalIncomeValues): Promise<void> {
  await db.query(
    `UPDATE additional_incomes SET income_type_id = COALESCE($2, income_type_id),
       additional_income1 = COALESCE($3, additional_income1), active_ind = $4
     WHERE additional_income_id = $1 AND application_id = $5`,
    [additionalIncomeId, v.incomeTypeId, v.additionalIncome1, v.activeInd, v.applicationId],
  );
}
