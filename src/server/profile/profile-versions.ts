import { expressionBuilder, type Expression } from 'kysely';
import { queryBuilder } from '../db/query-builder';
import type { Tables } from '../db/tables';
import type { Queryable } from '../db/types';

const eb = expressionBuilder<Tables, never>();

/** The version of the offer `offerId` names (0 before its first change), as a statement's column. */
export const profileVersionOf = (offerId: Expression<number>) =>
  eb.cast<number>(eb.fn.coalesce(eb.selectFrom('profileVersions as pv').select('pv.version').where('pv.offerId', '=', offerId), eb.lit(0)), 'float8');

/** The offer's profile version (0 before its first change); the database replaces it on every change a profile reads. */
export async function readProfileVersion(db: Queryable, offerId: number): Promise<number> {
  const row = await queryBuilder(db).selectNoFrom(profileVersionOf(eb.val(offerId)).as('version')).executeTakeFirstOrThrow();
  return Number(row.version);
}
