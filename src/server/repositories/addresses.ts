import type { BorrowerAddress } from '../../shared/api/borrower-data';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';
import { insertRow } from './insert-row';

const TYPE_NAMES = { 1: 'Current', 2: 'Prior', 3: 'Mailing' } as const;

interface AddressRow {
  borrowerAddressId: number; borrowerId: number; addressTypeId: 1 | 2 | 3; years: number | null;
  months: number | null; housingTypeId: number | null; rentAmount: string | null; activeInd: boolean;
  addressId: number; streetAddress: string | null; unitNum: string | null; city: string | null;
  state: string | null; zipCode: string | null; country: string | null; addressActiveInd: boolean;
}

const SELECT = `SELECT ba.borrower_address_id AS "borrowerAddressId", ba.borrower_id AS "borrowerId",
       ba.address_type_id AS "addressTypeId", ba.years, ba.months, ba.housing_type_id AS "housingTypeId",
       ba.rent_amount AS "rentAmount", ba.active_ind AS "activeInd", a.address_id AS "addressId",
       a.street_address AS "streetAddress", a.unit_num AS "unitNum", a.city, a.state, a.zip_code AS "zipCode",
       a.country, a.active_ind AS "addressActiveInd"
     FROM borrower_addresses ba JOIN addresses a ON a.address_id = ba.address_id`;

function toBorrowerAddress(r: AddressRow): BorrowerAddress {
  return {
    borrowerAddressId: r.borrowerAddressId,
    borrowerId: r.borrowerId,
    addressTypeId: r.addressTypeId,
    addressTypeInfo: { typeOfAddress: TYPE_NAMES[r.addressTypeId] },
    addressInfo: {
      addressId: r.addressId, streetAddress: r.streetAddress, unitNum: r.unitNum, city: r.city, state: r.state,
      zipCode: r.zipCode, country: r.country, activeInd: r.addressActiveInd,
    },
    years: r.years,
    months: r.months,
    housingTypeId: r.housingTypeId,
    rentAmount: money(r.rentAmount),
    activeInd: r.activeInd,
  };
}

/** Active addresses, Current first, then Prior, then Mailing. */
export async function listBorrowerAddresses(db: Queryable, borrowerId: number): Promise<BorrowerAddress[]> {
  const rows = await db.query<AddressRow>(
    `${SELECT} WHERE ba.borrower_id = $1 AND ba.active_ind ORDER BY ba.address_type_id, ba.borrower_address_id`,
    [borrowerId],
  );
  return rows.map(toBorrowerAddress);
}

/** The records with these ids, active or not, in the order asked. */
export async function findBorrowerAddresses(db: Queryable, ids: number[]): Promise<BorrowerAddress[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<AddressRow>(
    `${SELECT} WHERE ba.borrower_address_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
    ids,
  );
  const byId = new Map(rows.map((r) => [r.borrowerAddressId, toBorrowerAddress(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Owner and address row of a saved record (null when there is no such record). */
export async function findBorrowerAddressRef(
  db: Queryable,
  borrowerAddressId: number,
): Promise<{ borrowerId: number; addressId: number } | null> {
  const rows = await db.query<{ borrowerId: number; addressId: number }>(
    `SELECT borrower_id AS "borrowerId", address_id AS "addressId" FROM borrower_addresses WHERE borrower_address_id = $1`,
    [borrowerAddressId],
  );
  return rows[0] ?? null;
}

export interface AddressFields {
  streetAddress: string | null; unitNum: string | null; city: string | null; state: string | null;
  zipCode: string | null; country: string | null; activeInd: boolean;
}

export interface ResidenceFields {
  addressTypeId: 1 | 2 | 3; years: number | null; months: number | null; housingTypeId: number | null;
  rentAmount: number | null; activeInd: boolean;
}

const addressParams = (a: AddressFields) => [a.streetAddress, a.unitNum, a.city, a.state, a.zipCode, a.country, a.activeInd];
const residenceParams = (r: ResidenceFields) => [r.addressTypeId, r.years, r.months, r.housingTypeId, r.rentAmount, r.activeInd];

export async function insertAddress(db: Queryable, a: AddressFields): Promise<number> {
  return insertRow(db, 'address',
    `INSERT INTO addresses (street_address, unit_num, city, state, zip_code, country, active_ind)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING address_id AS id`,
    addressParams(a),
  );
}

export async function updateAddress(db: Queryable, addressId: number, a: AddressFields): Promise<void> {
  await db.query(
    `UPDATE addresses SET street_address = $2, unit_num = $3, city = $4, state = $5, zip_code = $6, country = $7,
       active_ind = $8 WHERE address_id = $1`,
    [addressId, ...addressParams(a)],
  );
}

export async function insertBorrowerAddress(
  db: Queryable,
  borrowerId: number,
  addressId: number,
  r: ResidenceFields,
): Promise<number> {
  return insertRow(db, 'borrower address',
    `INSERT INTO borrower_addresses (borrower_id, address_id, address_type_id, years, months, housing_type_id,
       rent_amount, active_ind) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING borrower_address_id AS id`,
    [borrowerId, addressId, ...residenceParams(r)],
  );
}

export async function updateBorrowerAddress(db: Queryable, borrowerAddressId: number, r: ResidenceFields): Promise<void> {
  await db.query(
    `UPDATE borrower_addresses SET address_type_id = $2, years = $3, months = $4, housing_type_id = $5,
       rent_amount = $6, active_ind = $7 WHERE borrower_address_id = $1`,
    [borrowerAddressId, ...residenceParams(r)],
  );
}

/** Soft delete: the record and its address row. */
export async function deactivateBorrowerAddress(db: Queryable, borrowerAddressId: number): Promise<void> {
  await db.query('UPDATE borrower_addresses SET active_ind = false WHERE borrower_address_id = $1', [borrowerAddressId]);
  await db.query(
    `UPDATE addresses SET active_ind = false
     WHERE address_id = (SELECT address_id FROM borrower_addresses WHERE borrower_address_id = $1)`,
    [borrowerAddressId],
  );
}

/** Active records of one type per borrower (a borrower has one active Current and at most one active Mailing). */
export async function countActiveOfType(db: Queryable, borrowerId: number, addressTypeId: number): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM borrower_addresses WHERE borrower_id = $1 AND address_type_id = $2 AND active_ind`,
    [borrowerId, addressTypeId],
  );
  return Number(rows[0]?.n ?? 0);
}
