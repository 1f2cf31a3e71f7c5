import type { PropertyInfo } from '../../../shared/api/borrower-data';
import type { PropertyInput, UpdateBorrowerPropertyBody } from '../../../shared/api/generated/types';
import { DEFAULT_PROPERTY_STATUS } from '../../../shared/api/properties';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import { insertAddress, updateAddress, type AddressFields } from '../addresses/addresses';
import {
  deactivateProperty, findProperties, findPropertyRef, insertProperty, setPropertyApplications, updateProperty,
  type PropertyRef, type PropertyValues,
} from './properties';

type PropertyAddressInput = NonNullable<PropertyInput['address']>;

/**
 * An active item's address has street, city and country (the body schema's rule for the screen); the screen's rules,
 * applied before (src/server/screens/screen-saves.ts), keep state and ZIP only for a US address.
 */
function addressFields(a: PropertyAddressInput): AddressFields {
  return {
    streetAddress: a.streetAddress ?? null, unitNum: a.unitNum ?? null, city: a.city ?? null,
    state: a.state ?? null, zipCode: a.zipCode ?? null, country: a.country ?? null,
    activeInd: true,
  };
}

const propertyValues = (item: PropertyInput): PropertyValues => ({
  propertyValue: item.propertyValue ?? null,
  occupancyTypeId: item.occupancyTypeId ?? null,
  monthlyRentGross: item.monthlyRentGross ?? null,
  monthlyExpense: item.monthlyExpense ?? null,
  propertyStatusTypeId: item.propertyStatusTypeId ?? DEFAULT_PROPERTY_STATUS,
  monthlyHazardInsurance: item.monthlyHazardInsurance ?? null,
  monthlyTaxes: item.monthlyTaxes ?? null,
  monthlyAssociationDues: item.monthlyAssociationDues ?? null,
  existingLoanInd: item.existingLoanInd ?? null,
});

interface PropertySession {
  offerId: number;
  offerLinkId: string;
  applicationId: number;
}

/** The property an item names must be one of the offer's (else FORBIDDEN); none for a new one. */
async function propertyOf(tx: Queryable, offerId: number, item: PropertyInput): Promise<PropertyRef | null> {
  if (item.realEstateOwnedId === undefined) return null;
  const ref = await findPropertyRef(tx, item.realEstateOwnedId);
  if (!ref || ref.offerId !== offerId) throw new AppError('FORBIDDEN');
  return ref;
}

/** The address: its own addressId updates it (another one is FORBIDDEN); none = a new address. */
async function saveAddress(tx: Queryable, existing: PropertyRef | null, address: PropertyAddressInput): Promise<number> {
  const fields = addressFields(address);
  if (address.addressId === undefined) return insertAddress(tx, fields);
  if (!existing || existing.addressId !== address.addressId) throw new AppError('FORBIDDEN');
  await updateAddress(tx, address.addressId, fields);
  return address.addressId;
}

async function saveOne(tx: Queryable, session: PropertySession, item: PropertyInput): Promise<number> {
  const existing = await propertyOf(tx, session.offerId, item);
  if (!item.activeInd) {
    // The body schema makes a removal name its property; the loan's own (subject) property cannot be removed.
    if (!existing || existing.subjectPropertyInd) throw new AppError('FORBIDDEN');
    await deactivateProperty(tx, existing.realEstateOwnedId);
    return existing.realEstateOwnedId;
  }
  // The body schema requires the address of an active item (the screen's rule); this only narrows the type.
  if (!item.address) throw new AppError('VALIDATION_FAILED');
  const addressId = await saveAddress(tx, existing, item.address);
  const values = propertyValues(item);
  let id: number;
  if (existing) {
    id = existing.realEstateOwnedId;
    await updateProperty(tx, id, addressId, values);
  } else {
    id = await insertProperty(tx, session.offerId, addressId, values);
  }
  // Without borrowers (the screen has no picker for a loan's only borrower) the property is the session's own application's.
  await setPropertyApplications(tx, id, item.applicationIds ?? [session.applicationId]);
  return id;
}

/**
 * Saves the items in order (inside a transaction, after the offer check of every applicationId): no
 * realEstateOwnedId = insert, an id = update of that property, which must be the offer's (else FORBIDDEN);
 * activeInd false = removal. Net rent is computed on read. Returns the saved properties in body order.
 */
export async function saveProperties(
  tx: Queryable,
  session: PropertySession,
  body: UpdateBorrowerPropertyBody,
): Promise<PropertyInfo[]> {
  if (body.offerId !== session.offerLinkId) throw new AppError('FORBIDDEN');
  const saved: number[] = [];
  for (const item of body.realEstateOwneds) saved.push(await saveOne(tx, session, item));
  return findProperties(tx, saved);
}
