import { describe, expect, it } from 'vitest';
import { formatUsDollars } from '../../src/shared/us-dollars';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A fixed sequence, so a failure names the same amount on every run. */
function amounts(count: number): number[] {
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 13);
    const value = [next() * magnitude, Math.round(next() * magnitude * 1000) / 1000, Math.round(next() * magnitude) + 0.005][i % 3]!;
    return next() < 0.3 ? -value : value;
  });
}

describe('formatUsDollars', () => {
  it('writes dollars and cents as en-US does', () => {
    expect(formatUsDollars(1825.5)).toBe('$1,825.50');
    expect(formatUsDollars(0)).toBe('$0.00');
    expect(formatUsDollars(-75)).toBe('-$75.00');
    expect(formatUsDollars(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsDollars(999.995)).toBe('$1,000.00');
  });

  it('writes no sign for a negative zero, as a sum of nothing owed comes out', () => {
    expect(formatUsDollars(-0)).toBe('$0.00');
  });

  it('gives the same text as Intl.NumberFormat, rounding included', () => {
    const edges = [0.005, 0.015, 1.005, 2.675, 0.1 + 0.2, -0.004, 123.455, 1e-7, 5e20, 1e21, 0.994999, 99999.995];
    for (const amount of [...edges, ...amounts(30000)]) expect(formatUsDollars(amount), String(amount)).toBe(intl.format(amount));
  });
});
