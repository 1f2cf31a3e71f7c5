import type { AddressInfo, BorrowerAddress, BorrowerAddressItem, BorrowerProfile } from '../../../../shared/api';
import { compact } from '../compact';

/** The address part of an address screen (state and ZIP only for US or empty country). */
export interface AddressFields {
  streetAddress?: string;
  unitNum?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

/** Form data of `info/primary-address` and `info/previous-address` (absent answers are `undefined`). */
export interface ResidenceFormData {
  [key: string]: unknown;
  addressInfo?: AddressFields;
  years?: number;
  months?: number;
  housingTypeId?: 1 | 2 | 3;
  rentAmount?: number;
  /** Primary screen only: the current address becomes a Prior one. */
  noLongerPrimary?: boolean;
}

export const ADDRESS_TYPE = { current: 1, prior: 2, mailing: 3 } as const;
export const SAVE_CALL = 'UpdateBorrowerAddress';
const RENT = 2;
export const DEFAULT_COUNTRY = 'US';

/** State and ZIP belong to US or empty-country addresses only. */
export function needsStateAndZip(country: string | null | undefined): boolean {
  return country === undefined || country === null || country.trim() === '' || country === DEFAULT_COUNTRY;
}

/** Active records of one type, in the profile's order (lists and screens show only active records). */
export function activeOfType(profile: BorrowerProfile, typeId: 1 | 2 | 3): BorrowerAddress[] {
  return (profile.borrowerInfo.borrowerAddressInfo ?? []).filter(
    (a) => a.activeInd && a.addressTypeId === typeId && a.addressInfo.activeInd !== false,
  );
}


/** Profile addressInfo -> the form's address fields (nulls left out; country defaults to US). */
export function fieldsOf(info: AddressInfo): AddressFields {
  const country = info.country ?? DEFAULT_COUNTRY;
  const us = needsStateAndZip(country);
  return compact({
    streetAddress: info.streetAddress ?? undefined,
    unitNum: info.unitNum ?? undefined,
    city: info.city ?? undefined,
    state: us ? (info.state ?? undefined) : undefined,
    zipCode: us ? (info.zipCode ?? undefined) : undefined,
    country,
  });
}

/** Form address -> a body's nested address: no empty fields; state and ZIP removed when the country has none. */
export function addressFieldsPayload(fields: AddressFields | undefined, addressId: number | undefined) {
  const f = fields ?? {};
  const us = needsStateAndZip(f.country);
  return compact({
    addressId,
    streetAddress: f.streetAddress,
    unitNum: f.unitNum,
    city: f.city,
    state: us ? f.state : undefined,
    zipCode: us ? f.zipCode : undefined,
    country: f.country,
  });
}

/** Form address -> the body's nested addressInfo (an address record's fields and its active flag). */
export function addressInfoPayload(
  fields: AddressFields | undefined,
  addressId: number | undefined,
  activeInd = true,
): BorrowerAddressItem['addressInfo'] {
  return { ...addressFieldsPayload(fields, addressId), activeInd } as BorrowerAddressItem['addressInfo'];
}

/** Profile record -> residence form data. */
export function residenceFormOf(record: BorrowerAddress | undefined): ResidenceFormData {
  // A new address starts in the default country, so state and ZIP are asked for.
  if (!record) return { addressInfo: { country: DEFAULT_COUNTRY } };
  const housing = record.housingTypeId;
  return compact({
    addressInfo: fieldsOf(record.addressInfo),
    years: record.years ?? undefined,
    months: record.months ?? undefined,
    housingTypeId: housing === 1 || housing === 2 || housing === 3 ? housing : undefined,
    rentAmount: housing === RENT ? (record.rentAmount ?? undefined) : undefined,
  });
}

/** Residence form data -> one UpdateBorrowerAddress item (top-level fields left out when empty). */
export function residenceItem(
  form: ResidenceFormData,
  profile: BorrowerProfile,
  addressTypeId: 1 | 2,
  existing: BorrowerAddress | undefined,
): BorrowerAddressItem {
  return compact({
    borrowerAddressId: existing?.borrowerAddressId,
    borrowerId: profile.borrowerId,
    applicationId: profile.applicationId,
    addressTypeId,
    addressInfo: addressInfoPayload(form.addressInfo, existing?.addressInfo.addressId),
    years: form.years,
    months: form.months,
    housingTypeId: form.housingTypeId,
    rentAmount: form.housingTypeId === RENT ? form.rentAmount : undefined,
    activeInd: true,
  });
}
