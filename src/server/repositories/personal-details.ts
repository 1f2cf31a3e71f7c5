import type { AlternateNameInfo, DependentInfo } from '../../shared/api/borrower-data';
import type { Queryable } from '../db/types';

export async function findAlternateName(db: Queryable, borrowerId: number): Promise<AlternateNameInfo | null> {
  const rows = await db.query<AlternateNameInfo>(
    `SELECT alternate_first_name AS "alternateFirstName", alternate_middle_name AS "alternateMiddleName",
       alternate_last_name AS "alternateLastName", borrower_id AS "borrowerId", active_ind AS "activeInd"
     FROM alternate_names WHERE borrower_id = $1 AND active_ind`,
    [borrowerId],
  );
  return rows[0] ?? null;
}

export interface AlternateNameUpdate {
  alternateFirstName: string | null;
  alternateMiddleName: string | null;
  alternateLastName: string | null;
}

export async function saveAlternateName(db: Queryable, borrowerId: number, a: AlternateNameUpdate): Promise<void> {
  await db.query(
    `INSERT INTO alternate_names (borrower_id, alternate_first_name, alternate_middle_name, alternate_last_name, active_ind)
     VALUES ($1, $2, $3, $4, true)
     ON CONFLICT (borrower_id) DO UPDATE SET alternate_first_name = EXCLUDED.alternate_first_name,
       alternate_middle_name = EXCLUDED.alternate_middle_name, alternate_last_name = EXCLUDED.alternate_last_name,
       active_ind = true`,
    [borrowerId, a.alternateFirstName, a.alternateMiddleName, a.alternateLastName],
  );
}

/** "No" clears the alternate name (kept as an inactive row). */
export async function clearAlternateName(db: Queryable, borrowerId: number): Promise<void> {
  await db.query(
    `UPDATE alternate_names SET active_ind = false, alternate_first_name = NULL, alternate_middle_name = NULL,
       alternate_last_name = NULL WHERE borrower_id = $1`,
    [borrowerId],
  );
}

/** Active dependents only; removed ones are kept with activeInd false. */
export async function listDependents(db: Queryable, borrowerId: number): Promise<DependentInfo[]> {
  return db.query<DependentInfo>(
    `SELECT dependent_id AS "dependentId", dependent_age AS "dependentAge", borrower_id AS "borrowerId",
       active_ind AS "activeInd"
     FROM dependents WHERE borrower_id = $1 AND active_ind ORDER BY dependent_id`,
    [borrowerId],
  );
}

export async function dependentIdsOf(db: Queryable, borrowerId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT dependent_id AS id FROM dependents WHERE borrower_id = $1', [
    borrowerId,
  ]);
  return rows.map((r) => r.id);
}

/** A new dependent; returns its id. */
export async function insertDependent(db: Queryable, borrowerId: number, age: number, active: boolean): Promise<number> {
  const rows = await db.query<{ dependentId: number }>(
    'INSERT INTO dependents (borrower_id, dependent_age, active_ind) VALUES ($1, $2, $3) RETURNING dependent_id AS "dependentId"',
    [borrowerId, age, active],
  );
  return rows[0]?.dependentId ?? 0;
}

export async function updateDependent(
  db: Queryable,
  borrowerId: number,
  dependentId: number,
  age: number,
  active: boolean,
): Promise<void> {
  await db.query(
    'UPDATE dependents SET dependent_age = $3, active_ind = $4 WHERE dependent_id = $2 AND borrower_id = $1',
    [borrowerId, dependentId, age, active],
  );
}

/** Every active dependent of the borrower but the `kept` ones is removed (soft delete). */
export async function deactivateDependents(db: Queryable, borrowerId: number, kept: readonly number[] = []): Promise<void> {
  await db.query(
    'UPDATE dependents SET active_ind = false WHERE borrower_id = $1 AND active_ind AND NOT (dependent_id = ANY($2::integer[]))',
    [borrowerId, `{${kept.join(',')}}`],
  );
}
