import type { AlternateNameInfo, DependentInfo } from '../../../shared/api/borrower-data';
import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

export async function findAlternateName(db: Queryable, borrowerId: number): Promise<AlternateNameInfo | null> {
  const row = await queryBuilder(db).selectFrom('alternateNames')
    .select(['alternateFirstName', 'alternateMiddleName', 'alternateLastName', 'borrowerId', 'activeInd'])
    .where('borrowerId', '=', borrowerId).where('activeInd', '=', true).executeTakeFirst();
  return row ?? null;
}

export interface AlternateNameUpdate {
  alternateFirstName: string | null;
  alternateMiddleName: string | null;
  alternateLastName: string | null;
}

export async function saveAlternateName(db: Queryable, borrowerId: number, a: AlternateNameUpdate): Promise<void> {
  const { alternateFirstName, alternateMiddleName, alternateLastName } = a;
  await queryBuilder(db).insertInto('alternateNames')
    .values({ borrowerId, alternateFirstName, alternateMiddleName, alternateLastName, activeInd: true })
    .onConflict((oc) => oc.column('borrowerId').doUpdateSet((eb) => ({
      alternateFirstName: eb.ref('excluded.alternateFirstName'),
      alternateMiddleName: eb.ref('excluded.alternateMiddleName'),
      alternateLastName: eb.ref('excluded.alternateLastName'),
      activeInd: true,
    })))
    .execute();
}

/** "No" clears the alternate name (kept as an inactive row). */
export async function clearAlternateName(db: Queryable, borrowerId: number): Promise<void> {
  await queryBuilder(db).updateTable('alternateNames')
    .set({ activeInd: false, alternateFirstName: null, alternateMiddleName: null, alternateLastName: null })
    .where('borrowerId', '=', borrowerId).execute();
}

/** Active dependents only; removed ones are kept with activeInd false. */
export async function listDependents(db: Queryable, borrowerId: number): Promise<DependentInfo[]> {
  return queryBuilder(db).selectFrom('dependents').select(['dependentId', 'dependentAge', 'borrowerId', 'activeInd'])
    .where('borrowerId', '=', borrowerId).where('activeInd', '=', true).orderBy('dependentId').execute();
}

export async function dependentIdsOf(db: Queryable, borrowerId: number): Promise<number[]> {
  const rows = await queryBuilder(db).selectFrom('dependents').select('dependentId').where('borrowerId', '=', borrowerId).execute();
  return rows.map((r) => r.dependentId);
}

/** A new dependent; returns its id. */
export async function insertDependent(db: Queryable, borrowerId: number, age: number, active: boolean): Promise<number> {
  const row = await queryBuilder(db).insertInto('dependents').values({ borrowerId, dependentAge: age, activeInd: active })
    .returning('dependentId').executeTakeFirst();
  return row?.dependentId ?? 0;
}

export async function updateDependent(
  db: Queryable,
  borrowerId: number,
  dependentId: number,
  age: number,
  active: boolean,
): Promise<void> {
  await queryBuilder(db).updateTable('dependents').set({ dependentAge: age, activeInd: active })
    .where('dependentId', '=', dependentId).where('borrowerId', '=', borrowerId).execute();
}

/** Every active dependent of the borrower but the `kept` ones is removed (soft delete). */
export async function deactivateDependents(db: Queryable, borrowerId: number, kept: readonly number[] = []): Promise<void> {
  await queryBuilder(db).updateTable('dependents').set({ activeInd: false })
    .where('borrowerId', '=', borrowerId).where('activeInd', '=', true)
    .$if(kept.length > 0, (q) => q.where('dependentId', 'not in', kept))
    .execute();
}
