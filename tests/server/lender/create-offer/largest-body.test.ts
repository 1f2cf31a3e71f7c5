import { describe, expect, it } from 'vitest';
import { BYTES_PER_CHARACTER, largestBodyBytes } from '../../../../src/server/lender/create-offer/largest-body';
import { patternMaxLength } from '../../../../src/server/lender/create-offer/pattern-length';

describe('patternMaxLength', () => {
  it('reads the longest match of anchored patterns made of classes, escapes, groups and bounded quantifiers', () => {
    expect(patternMaxLength('^[0-9]{6}$')).toBe(6);
    expect(patternMaxLength('^[A-Za-z0-9-]{1,30}$')).toBe(30);
    expect(patternMaxLength('^\\d{5}(-\\d{4})?$')).toBe(10);
    expect(patternMaxLength('^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/[0-9]{4}$')).toBe(10);
    expect(patternMaxLength('^(?:ab|cde){2}x?$')).toBe(7);
  });

  it('sets no limit where the pattern leaves one open', () => {
    for (const open of ['[0-9]{6}', '^a+$', '^a*$', '^a{2,}$', '^(a$']) expect(patternMaxLength(open)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('largestBodyBytes', () => {
  const id = 'https://example.test/schemas/body.json';
  const schemas = (body: object) => ({
    [id]: { $id: id, ...body },
    'https://example.test/schemas/defs.json': { $defs: { code: { type: 'string', pattern: '^[A-Z]{3}$' } } },
  });

  it('counts every property named, lists at maxItems, strings at their longest spelling, refs followed', () => {
    const body = {
      type: 'object', additionalProperties: false,
      properties: {
        n: { type: 'integer', minimum: -5, maximum: 999 },
        codes: { type: 'array', maxItems: 2, items: { $ref: 'defs.json#/$defs/code' } },
        note: { anyOf: [{ type: 'string', maxLength: 4 }, { type: 'null' }] },
        kind: { enum: ['a', 'bb'] },
      },
    };
    const string = (n: number) => 2 + n * BYTES_PER_CHARACTER;
    // {"n":999,"codes":["ABC","ABC"],"note":"....","kind":"bb"} at each part's longest
    const expected = 2 + (3 + 1 + 3) + (7 + 1 + 2 + 2 * string(3) + 1) + (6 + 1 + string(4)) + (6 + 1 + 4) + 3;
    expect(largestBodyBytes(schemas(body), id)).toBe(expected);
  });

  it('names where no limit holds', () => {
    expect(() => largestBodyBytes(schemas({ type: 'object', properties: { free: { type: 'string' } } }), id))
      .toThrow(/no size limit at .*properties\/free/);
    expect(() => largestBodyBytes(schemas({ type: 'array', items: { type: 'boolean' } }), id)).toThrow(/no size limit/);
  });
});
