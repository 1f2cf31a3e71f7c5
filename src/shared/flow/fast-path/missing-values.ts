import type { BorrowerProfile } from '../../api/borrower-data';
import type { LooksGood, MissingValue } from './types';

type Profile = Pick<BorrowerProfile, 'borrowerInfo' | 'contactInfo'>;

const empty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The active current address has every part but the unit (and its id and active flag). */
function hasFullAddress(profile: Profile): boolean {
  const current = profile.borrowerInfo.borrowerAddressInfo.find(
    (a) => a.addressTypeInfo?.typeOfAddress === 'Current' && a.activeInd !== false,
  );
  if (!current) return false;
  const { unitNum: _unit, addressId: _id, activeInd: _active, ...parts } = current.addressInfo;
  return Object.values(parts).every((part) => !empty(part));
}

const checks: Record<MissingValue, (p: Profile) => boolean> = {
  fullName: (p) => !empty(p.borrowerInfo.firstName) && !empty(p.borrowerInfo.lastName),
  phone: ({ contactInfo: c }) => [c?.homePhoneNumber, c?.cellPhoneNumber, c?.workPhoneNumber].some((n) => !empty(n)),
  maritalStatus: (p) => !empty(p.borrowerInfo.maritalStatus),
  email: (p) => !empty(p.contactInfo?.emailAddress),
  fullAddress: hasFullAddress,
};

/** Looks Good!: the spec's line for each required value not on file, in the dialog's order (empty: nothing missing). */
export function missingValues(looksGood: LooksGood, profile: Profile): string[] {
  return (Object.keys(looksGood.missing) as MissingValue[]).filter((key) => !checks[key](profile)).map((key) => looksGood.missing[key]);
}
