import type { BorrowerAddress, BorrowerInfo, ContactInfo } from '../../shared/api/borrower-data';
import texts from './missing-values.json';

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

/** The Looks Good! check of portal-journey section 5, with the dialog's default texts (section 8). */
export function missingValues(info: BorrowerInfo, contact: ContactInfo | null): string[] {
  const out: string[] = [];
  if (blank(info.firstName) || blank(info.lastName)) out.push(texts.fullName);
  if (blank(info.maritalStatus)) out.push(texts.maritalStatus);
  if (!contact || [contact.homePhoneNumber, contact.cellPhoneNumber, contact.workPhoneNumber].every(blank)) {
    out.push(texts.phone);
  }
  if (!contact || blank(contact.emailAddress)) out.push(texts.email);
  if (!hasFullAddress(info.borrowerAddressInfo)) out.push(texts.fullAddress);
  return out;
}

function hasFullAddress(addresses: BorrowerAddress[]): boolean {
  const current = addresses.find((a) => a.addressTypeId === 1 && a.activeInd);
  if (!current) return false;
  const { streetAddress, city, state, zipCode, country } = current.addressInfo;
  return ![streetAddress, city, state, zipCode, country].some(blank);
}
