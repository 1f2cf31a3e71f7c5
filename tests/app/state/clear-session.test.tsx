import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { clearSessionAtom, loginEndAtom, offerIdAtom, userVerifiedAtom } from '../../../src/app/state/session-atoms';
import { sessionKeys, writeSessionValue } from '../../../src/app/state/session-storage';

describe('clearSessionAtom (Sign Out)', () => {
  it('removes every session storage key and every value read through the atoms', () => {
    sessionStorage.clear();
    for (const key of sessionKeys) writeSessionValue(key, 1);
    const store = createStore();
    store.set(userVerifiedAtom, true);
    store.set(loginEndAtom, 'csrf');
    store.set(clearSessionAtom);
    expect(sessionKeys.filter((key) => sessionStorage.getItem(key) !== null)).toEqual([]);
    expect(store.get(userVerifiedAtom)).toBeNull();
    expect(store.get(loginEndAtom)).toBeNull();
    expect(store.get(offerIdAtom)).toBeNull();
  });
});
