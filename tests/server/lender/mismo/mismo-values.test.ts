import { describe, expect, it } from 'vitest';
import { amount, count, enumerated, indicator, isoDate, yesNo } from '../../../../src/server/lender/mismo/mismo-values';

describe('MISMO values', () => {
  it('writes amounts with cents, counts whole, and nothing for a missing value', () => {
    expect([amount(22100), amount(1250.4), amount(0), amount(null), amount(undefined)]).toEqual(['22100.00', '1250.40', '0.00', null, null]);
    expect([count(75), count(0), count(null)]).toEqual(['75', '0', null]);
  });

  it('writes booleans as true/false and the declarations Yes/No', () => {
    expect([indicator(true), indicator(false), indicator(null)]).toEqual(['true', 'false', null]);
    expect([yesNo(true), yesNo(false), yesNo(undefined)]).toEqual(['Yes', 'No', null]);
  });

  it('turns MM/DD/YYYY into YYYY-MM-DD and drops what is not such a date', () => {
    expect(isoDate('01/15/1980')).toBe('1980-01-15');
    expect([isoDate('1980-01-15'), isoDate(''), isoDate(null)]).toEqual([null, null, null]);
  });

  it('looks a code up in a table of enumerations', () => {
    const table: Partial<Record<number, string>> = { 1: 'Own', 2: 'Rent' };
    expect([enumerated(table, 1), enumerated(table, 9), enumerated(table, null)]).toEqual(['Own', null, null]);
  });
});
