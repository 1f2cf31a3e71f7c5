import type { BorrowerAddress } from '../../../shared/api/borrower-data';
import { money } from '../../db/convert';
import { queryBuilder, type RowOf } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

const TYPE_NAMES = { 1: 'Current', 2: 'Prior', 3: 'Mailing' } as const;

function selectBorrowerAddresses(db: Queryable) {
  return queryBuilder(db).selectFrom('borrowerAddresses as ba').innerJoin('addresses as a', 'a.addressId', 'ba.addressId')
    .select([
      'ba.borrowerAddressId', 'ba.borrowerId', 'ba.addressTypeId', 'ba.years', 'ba.months', 'ba.housingTypeId',
      'ba.rentAmount', 'ba.activeInd', 'a.addressId', 'a.streetAddress', 'a.unitNum', 'a.city', 'a.state', 'a.zipCode',
      'a.country', 'a.activeInd as addressActiveInd',
    ])
    .$narrowType<{ addressTypeId: 1 | 2 | 3 }>();
}

type AddressRow = RowOf<typeof selectBorrowerAddresses>;

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
  const rows = await selectBorrowerAddresses(db).where('ba.borrowerId', '=', borrowerId).where('ba.activeInd', '=', true)
    .orderBy('ba.addressTypeId').orderBy('ba.borrowerAddressId').execute();
  return rows.map(toBorrowerAddress);
}

/** The records with these ids, active or not, in the order asked. */
export async function findBorrowerAddresses(db: Queryable, ids: number[]): Promise<BorrowerAddress[]> {
  if (ids.length === 0) return [];
  const rows = await selectBorrowerAddresses(db).where('ba.borrowerAddressId', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.borrowerAddressId, toBorrowerAddress(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Owner and address row of a saved record (null when there is no such record). */
export async function findBorrowerAddressRef(
  db: Queryable,
  borrowerAddressId: number,
): Promise<{ borrowerId: number; addressId: number } | null> {
  const row = await queryBuilder(db).selectFrom('borrowerAddresses').select(['borrowerId', 'addressId'])
    .where('borrowerAddressId', '=', borrowerAddressId).executeTakeFirst();
  return row ?? null;
}

export interface AddressFields {
  streetAddress: string | null; unitNum: string | null; city: string | null; state: string | null;
  zipCode: string | null; country: string | null; activeInd: boolean;
}

export interface ResidenceFields {
  addressTypeId: 1 | 2 | 3; years: number | null; months: number | null; housingTypeId: number | null;
  rentAmount: number | null; activeInd: boolean;
}

export async function insertAddress(db: Queryable, a: AddressFields): Promise<number> {
  const row = await queryBuilder(db).insertInto('addresses').values(a).returning('addressId')
    .executeTakeFirstOrThrow(() => new Error('address was not inserted'));
  return row.addressId;
}

export async function updateAddress(db: Queryable, addressId: number, a: AddressFields): Promise<void> {
  await queryBuilder(db).updateTable('addresses').set(a).where('addressId', '=', addressId).execute();
}

export async function insertBorrowerAddress(
  db: Queryable,
  borrowerId: number,
  addressId: number,
  r: ResidenceFields,
): Promise<number> {
  const row = await queryBuilder(db).insertInto('borrowerAddresses').values({ borrowerId, addressId, ...r })
    .returning('borrowerAddressId').executeTakeFirstOrThrow(() => new Error('borrower address was not inserted'));
  return row.borrowerAddressId;
}

export async function updateBorrowerAddress(db: Queryable, borrowerAddressId: number, r: ResidenceFields): Promise<void> {
  await queryBuilder(db).updateTable('borrowerAddresses').set(r).where('borrowerAddressId', '=', borrowerAddressId)
    .execute();
}

/** Soft delete: the record and its address row. */
export async function deactivateBorrowerAddress(db: Queryable, borrowerAddressId: number): Promise<void> {
  const q = queryBuilder(db);
  await q.updateTable('borrowerAddresses').set({ activeInd: false }).where('borrowerAddressId', '=', borrowerAddressId).execute();
  await q.updateTable('addresses').set({ activeInd: false })
    .where('addressId', '=', (eb) => eb.selectFrom('borrowerAddresses as ba').select('ba.addressId')
      .where('ba.borrowerAddressId', '=', borrowerAddressId))
    .execute();
}

/** Active records of one type per borrower (a borrower has one active Current and at most one active Mailing). */
export async function countActiveOfType(db: Queryable, borrowerId: number, addressTypeId: number): Promise<number> {
  const row = await queryBuilder(db).selectFrom('borrowerAddresses').select((eb) => eb.fn.countAll().as('n'))
    .where('borrowerId', '=', borrowerId).where('addressTypeId', '=', addressTypeId).where('activeInd', '=', true)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
