import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';
import type { OfferAddress, OfferBorrower } from './offer-document';

export async function insertAddress(db: Queryable, addressId: number | undefined, a: OfferAddress): Promise<number> {
  const row = await queryBuilder(db).insertInto('addresses')
    .values({
      addressId, streetAddress: a.streetAddress, unitNum: a.unitNum ?? null, city: a.city, state: a.state,
      zipCode: a.zipCode, country: a.country,
    })
    .returning('addressId').executeTakeFirstOrThrow(() => new Error('address was not inserted'));
  return row.addressId;
}

const PERSON_TABLES = ['alternateNames', 'dependents', 'borrowerAddresses', 'contacts'] as const;

/**
 * Names, dependents, residences and contact: the borrower's own records, shared by their applications. They are
 * replaced by the body's, so a borrower on two of the lender's offers has the latest data the lender sent.
 */
export async function writePersonRecords(db: Queryable, b: OfferBorrower): Promise<void> {
  const q = queryBuilder(db);
  const borrowerId = b.borrowerId;
  for (const table of PERSON_TABLES) await q.deleteFrom(table).where('borrowerId', '=', borrowerId).execute();
  const alternate = b.personal.alternateName;
  if (alternate) {
    await q.insertInto('alternateNames')
      .values({
        borrowerId, alternateFirstName: alternate.first, alternateMiddleName: alternate.middle ?? null,
        alternateLastName: alternate.last,
      })
      .execute();
  }
  for (const age of b.personal.dependentAges ?? []) {
    await q.insertInto('dependents').values({ borrowerId, dependentAge: age }).execute();
  }
  for (const r of b.residences ?? []) {
    const addressId = await insertAddress(db, r.addressId, r.address);
    await q.insertInto('borrowerAddresses')
      .values({
        borrowerAddressId: r.addressId, borrowerId, addressId, addressTypeId: r.addressTypeId, years: r.years ?? null,
        months: r.months ?? null, housingTypeId: r.housingTypeId ?? null, rentAmount: r.rentAmount ?? null,
      })
      .execute();
  }
  const c = b.contact;
  await q.insertInto('contacts')
    .values({
      borrowerId, homePhoneNumber: c.homePhoneNumber ?? null, cellPhoneNumber: c.cellPhoneNumber ?? null,
      workPhoneNumber: c.workPhoneNumber ?? null, workPhoneExtn: c.workPhoneExtn ?? null,
      emailAddress: c.emailAddress ?? null,
    })
    .execute();
}
