import { describe, expect, it } from 'vitest';
import { byCloseness, editDistance } from '../../scripts/schema-compiler/lint/closest';

describe('closest names', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('field', 'fields')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('orders candidates closest first, ties in their order', () =>
    expect(byCloseness('field', ['value', 'fields', 'when', 'field'])).toEqual(['field', 'fields', 'when', 'value']));
});
