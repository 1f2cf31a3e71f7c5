import type { AddressInfo } from '../../../../shared/api';
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

const DEFAULT_COUNTRY = 'US';

/** State and ZIP belong to US or empty-country addresses only. */
export function needsStateAndZip(country: string | null | undefined): boolean {
  return country === undefined || country === null || country.trim() === '' || country === DEFAULT_COUNTRY;
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
