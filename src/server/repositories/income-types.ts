import type { IncomeType } from '../../shared/api/generated/types';
import type { Queryable } from '../db/types';

/** Every income type, military ones included (militaryIncomeInd tells them apart). */
export async function listIncomeTypes(db: Queryable): Promise<IncomeType[]> {
  return db.query<IncomeType>(
    `SELECT income_type_id AS "incomeTypeId", description, military_income_ind AS "militaryIncomeInd"
     FROM income_types ORDER BY income_type_id`,
  );
}

export async function findIncomeType(db: Queryable, incomeTypeId: number): Promise<IncomeType | null> {
  const rows = await db.query<IncomeType>(
    `SELECT income_type_id AS "incomeTypeId", description, military_income_ind AS "militaryIncomeInd"
     FROM income_types WHERE income_type_id = $1`,
    [incomeTypeId],
  );
  return rows[0] ?? null;
}
