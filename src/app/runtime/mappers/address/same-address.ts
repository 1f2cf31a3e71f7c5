import type { AddressFields } from './address-form';

const squash = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '').toLowerCase();
const country = (value: string | null | undefined): string => squash(value) || 'us';

type Comparable = { [K in keyof AddressFields]?: string | null };

/** Two addresses are the same when every field is equal ignoring case and whitespace (empty country = US). */
export function isSameAddress(a: Comparable, b: Comparable): boolean {
  return (
    squash(a.streetAddress) === squash(b.streetAddress) &&
    squash(a.unitNum) === squash(b.unitNum) &&
    squash(a.city) === squash(b.city) &&
    squash(a.state) === squash(b.state) &&
    squash(a.zipCode) === squash(b.zipCode) &&
    country(a.country) === country(b.country)
  );
}
