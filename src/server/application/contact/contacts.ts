import type { ContactInfo } from '../../../shared/api/borrower-data';
import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

const COLUMNS = ['homePhoneNumber', 'cellPhoneNumber', 'workPhoneNumber', 'workPhoneExtn', 'emailAddress'] as const;

/** The borrower's contact row, or null when none is on file. */
export async function findContact(db: Queryable, borrowerId: number): Promise<ContactInfo | null> {
  return (await queryBuilder(db).selectFrom('contacts').select(COLUMNS).where('borrowerId', '=', borrowerId)
    .executeTakeFirst()) ?? null;
}

/** Inserts or replaces the borrower's contact row (a field not sent is stored as null); returns what is stored. */
export async function saveContact(db: Queryable, borrowerId: number, c: ContactInfo): Promise<ContactInfo> {
  const { homePhoneNumber, cellPhoneNumber, workPhoneNumber, workPhoneExtn, emailAddress } = c;
  return queryBuilder(db).insertInto('contacts')
    .values({ borrowerId, homePhoneNumber, cellPhoneNumber, workPhoneNumber, workPhoneExtn, emailAddress })
    .onConflict((oc) => oc.column('borrowerId').doUpdateSet((eb) => ({
      homePhoneNumber: eb.ref('excluded.homePhoneNumber'), cellPhoneNumber: eb.ref('excluded.cellPhoneNumber'),
      workPhoneNumber: eb.ref('excluded.workPhoneNumber'), workPhoneExtn: eb.ref('excluded.workPhoneExtn'),
      emailAddress: eb.ref('excluded.emailAddress'),
    })))
    .returning(COLUMNS).executeTakeFirstOrThrow(() => new Error(`contact of borrower ${borrowerId} was not saved`));
}
