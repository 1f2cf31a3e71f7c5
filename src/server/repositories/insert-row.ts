import type { Queryable, SqlParam } from '../db/types';

/** Runs an `INSERT ... RETURNING <key> AS id` and answers the new row's id; `what` names the row if none came back. */
export async function insertRow(db: Queryable, what: string, sql: string, params: SqlParam[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (row === undefined) throw new Error(`${what} was not inserted`);
  return row.id;
}
