import { describe, expect, it } from 'vitest';
import { cleanAnswers, recordToFormData } from '../../../src/shared/binding/answers';

describe('cleanAnswers', () => {
  it('trims text and leaves out blank text, null, empty objects and empty lists, at any depth', () => {
    expect(cleanAnswers({ a: ' x ', b: '  ', c: null, d: {}, e: [], f: { g: '', h: 0 }, i: [' ', 'y'], j: false }))
      .toEqual({ a: 'x', f: { h: 0 }, i: ['y'], j: false });
    expect(cleanAnswers({ a: '' })).toBeUndefined();
  });
});

describe('recordToFormData', () => {
  it("keeps the schema's properties, cleaned, with defaults for what is missing", () => {
    const record = { street: ' 1 Main St ', city: '', country: null, addressId: 4, extra: 'x' };
    expect(recordToFormData(record, ['street', 'city', 'country'], { country: 'US' }))
      .toEqual({ street: '1 Main St', country: 'US' });
    expect(recordToFormData(null, ['street', 'country'], { country: 'US' })).toEqual({ country: 'US' });
  });
});
