import { describe, expect, it } from 'vitest';
import { evaluateLogic } from '../../../src/shared/binding/logic';

const isSameAddress = (x: object, y: object) => evaluateLogic({ sameAddress: [{ var: 'x' }, { var: 'y' }] }, { x, y });

const a = { streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' };

describe('the sameAddress logic operation (equal ignoring case and whitespace)', () => {
  it('ignores case and whitespace', () => {
    expect(isSameAddress(a, { ...a, streetAddress: ' 123  MAIN st ', city: 'spring field', unitNum: 'unit4' })).toBe(true);
  });
  it('treats an empty country as US and null as empty', () => {
    expect(isSameAddress(a, { ...a, country: '' })).toBe(true);
    expect(isSameAddress({ ...a, unitNum: null }, { ...a, unitNum: '' })).toBe(true);
  });
  it('differs on any field', () => {
    for (const key of Object.keys(a) as (keyof typeof a)[]) {
      expect(isSameAddress(a, { ...a, [key]: `${a[key]}x` })).toBe(false);
    }
  });
});
