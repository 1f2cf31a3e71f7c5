import type { BorrowerAddress, ContactInfo } from '../../shared/api/borrower-data';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';

const TYPE_NAMES = { 1: 'Current', 2: 'Prior', 3: 'Mailing' } as const;

interface AddressRow {
  borrowerAddressId: number; borrowerId: number; addressTypeId: 1 | 2 | 3; years: number | null;
  months: number | null; housingTypeId: number | null; rentAmount: string | null; activeInd: boolean;
  addressId: number; streetAddress: string | null; unitNum: string | null; city: string | null;
  state: string | null; zipCode: string | null; country: string | null; addressActiveInd: boolean;
}

/** Active addresses, Current first, then Prior, then Mailing. */
export async function listBorrowerAddresses(db: Queryable, borrowerId: number): Promise<BorrowerAddress[]> {
  const rows = await db.query<AddressRow>(
    `SELECT ba.borrower_address_id AS "borrowerAddressId", ba.borrower_id AS "borrowerId",
       ba.address_type_id AS "addressTypeId", ba.years, ba.months, ba.housing_type_id AS "housingTypeId",
       ba.rent_amount AS "rentAmount", ba.active_ind AS "activeInd", a.address_id AS "addressId",
       a.street_address AS "streetAddress", a.unit_num AS "unitNum", a.city, a.state, a.zip_code AS "zipCode",
       a.country, a.active_ind AS "addressActiveInd"
     FROM borrower_addresses ba JOIN addresses a ON a.address_id = ba.address_id
     WHERE ba.borrower_id = $1 AND ba.active_ind
     ORDER BY ba.address_type_id, ba.borrower_address_id`,
    [borrowerId],
  );
  return rows.map((r) => ({
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
  }));
}

export async function findContact(db: Queryable, borrowerId: number): Promise<ContactInfo | null> {
  const rows = await db.query<ContactInfo>(
    `SELECT home_phone_number AS "homePhoneNumber", cell_phone_number AS "cellPhoneNumber",
       work_phone_number AS "workPhoneNumber", work_phone_extn AS "workPhoneExtn", email_address AS "emailAddress"
     FROM contacts WHERE borrower_id = $1`,
    [borrowerId],
  );
  return rows[0] ?? null;
}
