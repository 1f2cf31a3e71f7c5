import type { OfferAddress } from '../../shared/api';

function clean(part: string | null | undefined): string {
  return (part ?? '').trim();
}

/** line1 plus line2 or unit. */
export function formatAddressLine(address: Pick<OfferAddress, 'line1' | 'line2' | 'unit'>): string {
  const second = clean(address.line2) || clean(address.unit);
  return [clean(address.line1), second].filter(Boolean).join(' ');
}

/** "City, ST 12345"; the country stands in when the state is missing. */
export function formatCityStateZip(
  address: Pick<OfferAddress, 'city' | 'state' | 'zipcode' | 'country'>,
): string {
  const region = clean(address.state) || clean(address.country);
  const regionZip = [region, clean(address.zipcode)].filter(Boolean).join(' ');
  return [clean(address.city), regionZip].filter(Boolean).join(', ');
}
