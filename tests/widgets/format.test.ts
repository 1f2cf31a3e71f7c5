import { describe, expect, it } from 'vitest';
import { amountLocale, decimalMark, formatDateDigits, formatMoney, formatPhone, parseMoney, sanitizeMoney } from '../../src/widgets/format';

describe('format helpers', () => {
  it('formats date digits as MM/DD/YYYY progressively', () => {
    expect(formatDateDigits('1')).toBe('1');
    expect(formatDateDigits('12')).toBe('12');
    expect(formatDateDigits('123')).toBe('12/3');
    expect(formatDateDigits('12311990')).toBe('12/31/1990');
    expect(formatDateDigits('12/31/1990999')).toBe('12/31/1990');
  });
  it('formats phone digits', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
    expect(formatPhone('55512345678')).toBe('(555) 123-4567');
  });
  it('keeps money positive with two decimals', () => {
    expect(sanitizeMoney('-12.345')).toBe('12.34');
    expect(sanitizeMoney('1,234.5')).toBe('1234.5');
    expect(parseMoney('-5')).toBe(5);
    expect(parseMoney('')).toBeUndefined();
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(-3)).toBe('3.00');
    expect(formatMoney(undefined)).toBe('');
  });
  it("writes amounts as the screen's language does in the US, and reads them back the same way", () => {
    expect(formatMoney(1234.5, amountLocale('es'))).toBe('1,234.50');
    const vietnamese = amountLocale('vi');
    expect(formatMoney(1234.5, vietnamese)).toBe('1.234,50');
    expect(decimalMark(vietnamese)).toBe(',');
    expect(sanitizeMoney('1.234,567', ',')).toBe('1234,56');
    expect(parseMoney('1.234,5', ',')).toBe(1234.5);
  });
});
