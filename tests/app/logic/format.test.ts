import { describe, expect, it } from 'vitest';
import { formatAddressLine, formatCityStateZip } from '../../../src/app/logic/address';
import { formatMoney } from '../../../src/app/logic/money';

describe('formatMoney', () => {
  it('formats US dollars with two decimals', () => {
    expect(formatMoney(1825.5)).toBe('$1,825.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });
  it('is empty for missing values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('address formatting', () => {
  it('formattedAddressLine is line1 plus line2 or unit', () => {
    expect(formatAddressLine({ line1: '12 Maple St', line2: 'Suite 5', unit: 'Apt 4' })).toBe('12 Maple St Suite 5');
    expect(formatAddressLine({ line1: '12 Maple St', line2: null, unit: 'Apt 4' })).toBe('12 Maple St Apt 4');
    expect(formatAddressLine({ line1: '12 Maple St', line2: ' ', unit: null })).toBe('12 Maple St');
  });
  it('formattedCityStateZip uses the country when the state is missing', () => {
    expect(formatCityStateZip({ city: 'Springfield', state: 'IL', zipcode: '62701', country: 'US' })).toBe('Springfield, IL 62701');
    expect(formatCityStateZip({ city: 'Toronto', state: null, zipcode: 'M5V', country: 'Canada' })).toBe('Toronto, Canada M5V');
  });
});
