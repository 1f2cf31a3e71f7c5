import type { AddressInfo } from '../../../shared/api/borrower-data';
import { element, leaf, type MaybeNode } from './mismo-node';

export interface AddressFields {
  line: string | null;
  additionalLine?: string | null;
  unit: string | null;
  city: string | null;
  county?: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  /** AddressType (Mailing for a party's mailing address). */
  type?: string;
}

/** ADDRESS, its data points in schema order. */
export function addressNode(a: AddressFields): MaybeNode {
  return element('ADDRESS', [
    leaf('AddressAdditionalLineText', a.additionalLine),
    leaf('AddressLineText', a.line),
    leaf('AddressType', a.type),
    leaf('AddressUnitIdentifier', a.unit),
    leaf('CityName', a.city),
    leaf('CountryCode', a.country),
    leaf('CountyName', a.county),
    leaf('PostalCode', a.postalCode),
    leaf('StateCode', a.state),
  ]);
}

/** The portal's address fields (addresses, employers, owned properties) as ADDRESS fields. */
export const portalAddress = (a: Omit<AddressInfo, 'addressId' | 'activeInd'>): AddressFields => ({
  line: a.streetAddress, unit: a.unitNum, city: a.city, state: a.state, postalCode: a.zipCode, country: a.country,
});
