import { queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

export async function findIdentityHashes(db: Queryable, borrowerId: number) {
  const row = await queryBuilder(db).selectFrom('identityVerifications').select(['ssnLastSixHash', 'dateOfBirthHash'])
    .where('borrowerId', '=', borrowerId).executeTakeFirst();
  return row ?? null;
}
