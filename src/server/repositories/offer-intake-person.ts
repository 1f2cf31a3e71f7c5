import type { Queryable } from '../db/types';
import type { OfferAddress, OfferBorrower } from '../lender/create-offer/offer-document';
import { idOr } from './offer-intake';

export async function insertAddress(db: Queryable, addressId: number | undefined, a: OfferAddress): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO addresses (address_id, street_address, unit_num, city, state, zip_code, country)
     VALUES (${idOr('$1', 'addresses', 'address_id')}, $2, $3, $4, $5, $6, $7) RETURNING address_id AS id`,
    [addressId ?? null, a.streetAddress, a.unitNum ?? null, a.city, a.state, a.zipCode, a.country],
  );
  return Number(rows[0]?.id);
}

const PERSON_TABLES = ['alternate_names', 'dependents', 'borrower_addresses', 'contacts'];

/**
 * Names, dependents, residences and contact: the borrower's own records, shared by their applications. They are
 * replaced by the body's, so a borrower on two of the lender's offers has the latest data the lender sent.
 */
export async function writePersonRecords(db: Queryable, b: OfferBorrower): Promise<void> {
  for (const table of PERSON_TABLES) await db.query(`DELETE FROM ${table} WHERE borrower_id = $1`, [b.borrowerId]);
  const alternate = b.personal.alternateName;
  if (alternate) {
    await db.query(
      `INSERT INTO alternate_names (borrower_id, alternate_first_name, alternate_middle_name, alternate_last_name)
       VALUES ($1, $2, $3, $4)`,
      [b.borrowerId, alternate.first, alternate.middle ?? null, alternate.last],
    );
  }
  for (const age of b.personal.dependentAges ?? []) {
    await db.query('INSERT INTO dependents (borrower_id, dependent_age) VALUES ($1, $2)', [b.borrowerId, age]);
  }
  for (const r of b.residences ?? []) {
    const addressId = await insertAddress(db, r.addressId, r.address);
    await db.query(
      `INSERT INTO borrower_addresses (borrower_address_id, borrower_id, address_id, address_type_id, years, months,
         housing_type_id, rent_amount)
       VALUES (${idOr('$1', 'borrower_addresses', 'borrower_address_id')}, $2, $3, $4, $5, $6, $7, $8)`,
      [r.addressId ?? null, b.borrowerId, addressId, r.addressTypeId, r.years ?? null, r.months ?? null,
        r.housingTypeId ?? null, r.rentAmount ?? null],
    );
  }
  const c = b.contact;
  await db.query(
    `INSERT INTO contacts (borrower_id, home_phone_number, cell_phone_number, work_phone_number, work_phone_extn,
       email_address) VALUES ($1, $2, $3, $4, $5, $6)`,
    [b.borrowerId, c.homePhoneNumber ?? null, c.cellPhoneNumber ?? null, c.workPhoneNumber ?? null,
      c.workPhoneExtn ?? null, c.emailAddress ?? null],
  );
}
