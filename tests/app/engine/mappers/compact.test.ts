import { describe, expect, it } from 'vitest';
import { compact } from '../../../../src/app/engine/mappers/compact';

describe('compact', () => {
  it('drops undefined, null and empty-string fields and keeps 0, false and nested values', () => {
    expect(compact({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x', g: { h: null } })).toEqual({
      d: 0, e: false, f: 'x', g: { h: null },
    });
  });
});
