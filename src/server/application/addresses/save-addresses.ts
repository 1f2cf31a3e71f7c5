import type { BorrowerAddress } from '../../../shared/api/borrower-data';
import type { BorrowerAddressInput } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  countActiveOfType, deactivateBorrowerAddress, findBorrowerAddresses, findBorrowerAddressRef, insertAddress,
  insertBorrowerAddress, updateAddress, updateBorrowerAddress, type AddressFields, type ResidenceFields,
} from './addresses';

const CURRENT = 1;
const MAILING = 3;
const RENT = 2;

/** State and ZIP are kept only for US or empty-country addresses. */
const needsStateAndZip = (country: string | null | undefined): boolean => !country || country === 'US';

function addressFields(item: BorrowerAddressInput): AddressFields {
  const a = item.addressInfo;
  const us = needsStateAndZip(a.country);
  return {
    streetAddress: a.streetAddress ?? null, unitNum: a.unitNum ?? null, city: a.city ?? null,
    state: us ? (a.state ?? null) : null, zipCode: us ? (a.zipCode ?? null) : null, country: a.country ?? null,
    activeInd: true,
  };
}

function residenceFields(item: BorrowerAddressInput): ResidenceFields {
  const mailing = item.addressTypeId === MAILING;
  return {
    addressTypeId: item.addressTypeId,
    years: mailing ? null : (item.years ?? null),
    months: mailing ? null : (item.months ?? null),
    housingTypeId: mailing ? null : (item.housingTypeId ?? null),
    rentAmount: !mailing && item.housingTypeId === RENT ? (item.rentAmount ?? null) : null,
    activeInd: true,
  };
}

/** Inserts, updates or soft-deletes one record; answers its borrowerAddressId. */
async function saveOne(tx: Queryable, item: BorrowerAddressInput): Promise<number> {
  const givenAddressId = item.addressInfo.addressId;
  if (item.borrowerAddressId === undefined) {
    if (givenAddressId !== undefined) throw new AppError('FORBIDDEN');
    const addressId = await insertAddress(tx, addressFields(item));
    return insertBorrowerAddress(tx, item.borrowerId, addressId, residenceFields(item));
  }
  const id = item.borrowerAddressId;
  const ref = await findBorrowerAddressRef(tx, id);
  if (!ref || ref.borrowerId !== item.borrowerId) throw new AppError('FORBIDDEN');
  if (givenAddressId !== undefined && givenAddressId !== ref.addressId) throw new AppError('FORBIDDEN');
  if (!item.activeInd) {
    await deactivateBorrowerAddress(tx, id);
    return id;
  }
  await updateAddress(tx, ref.addressId, addressFields(item));
  await updateBorrowerAddress(tx, id, residenceFields(item));
  return id;
}

/** After the save: one active Current and at most one active Mailing address per borrower (else 400). */
async function assertSingleActive(tx: Queryable, items: BorrowerAddressInput[]): Promise<void> {
  for (const [typeId, message] of [
    [CURRENT, 'Only one Current address can be active.'],
    [MAILING, 'Only one Mailing address can be active.'],
  ] as const) {
    for (const borrowerId of new Set(items.map((i) => i.borrowerId))) {
      if ((await countActiveOfType(tx, borrowerId, typeId)) <= 1) continue;
      const index = items.findIndex((i) => i.borrowerId === borrowerId && i.activeInd && i.addressTypeId === typeId);
      throw new AppError('VALIDATION_FAILED', [{ field: `${Math.max(index, 0)}.addressTypeId`, message }]);
    }
  }
}

/**
 * Saves a borrower's addresses (call inside a transaction; access to the ids is checked by the route). Answers the
 * saved records of this call, active and inactive, in the body's order.
 */
export async function saveAddresses(tx: Queryable, items: BorrowerAddressInput[]): Promise<BorrowerAddress[]> {
  const ids: number[] = [];
  for (const item of items) ids.push(await saveOne(tx, item));
  await assertSingleActive(tx, items);
  return findBorrowerAddresses(tx, [...new Set(ids)]);
}
