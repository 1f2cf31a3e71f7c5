import { describe, expect, it } from 'vitest';
import { getAtPointer, pointerTokens, setAtPointer, toPointer } from '../../src/shared/json-pointer';

describe('json pointers', () => {
  it('read values, unescaping ~0 and ~1', () => {
    expect(getAtPointer({ a: { 'b/c': [1, { '~d': 2 }] } }, '/a/b~1c/1/~0d')).toBe(2);
    expect(getAtPointer({ a: 1 }, '/a/b')).toBeUndefined();
    expect(pointerTokens('#/x/y')).toEqual(['x', 'y']);
    expect(toPointer(['a/b', 0])).toBe('/a~1b/0');
  });

  it('set a value in a copy, making objects on the way; undefined removes it', () => {
    const root = { a: { b: 1, c: 2 } };
    expect(setAtPointer(root, '/a/b', 5)).toEqual({ a: { b: 5, c: 2 } });
    expect(setAtPointer(root, '/x/y', true)).toEqual({ a: { b: 1, c: 2 }, x: { y: true } });
    expect(setAtPointer(root, '/a/c', undefined)).toEqual({ a: { b: 1 } });
    expect(root).toEqual({ a: { b: 1, c: 2 } });
    expect(setAtPointer([1, 2], '/1', 3)).toEqual([1, 3]);
  });
});
