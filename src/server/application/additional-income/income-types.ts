import type { IncomeType } from '../../../shared/api/generated/types';
import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

const selectIncomeTypes = (db: Queryable) =>
  queryBuilder(db).selectFrom('incomeTypes').select(['incomeTypeId', 'description', 'militaryIncomeInd']);

/** Every income type, military ones included (militaryIncomeInd tells them apart). */
export async function listIncomeTypes(db: Queryable): Promise<IncomeType[]> {
  return selectIncomeTypes(db).orderBy('incomeTypeId').execute();
}

export async function findIncomeType(db: Queryable, incomeTypeId: number): Promise<IncomeType | null> {
  return (await selectIncomeTypes(db).where('incomeTypeId', '=', incomeTypeId).executeTakeFirst()) ?? null;
}
