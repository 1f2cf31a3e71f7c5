import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSessionAtom,
  enterOfferAtom,
  loginEndAtom,
  markLockedAtom,
  offerIdAtom,
  selectedIdAtom,
  storeVerifiedSessionAtom,
  userIdAtom,
  userLockedAtom,
  userVerifiedAtom,
} from '../../../src/app/state/session-atoms';
import { readSessionValue, sessionKeys } from '../../../src/app/state/session-storage';

describe('session atoms', () => {
  beforeEach(() => sessionStorage.clear());

  it('covers the spec keys', () => {
    expect(sessionKeys).toEqual(
      expect.arrayContaining(['offerId', 'userId', 'loanId', 'recId', 'selectedId', 'userVerified', 'userLocked', 'loggedId', 'loginEnd']),
    );
  });

  it('writes through to session storage and restores the value on reload', async () => {
    const store = createStore();
    store.set(selectedIdAtom, 5002);
    expect(sessionStorage.getItem('selectedId')).toBe('5002');
    vi.resetModules();
    const reloaded = await import('../../../src/app/state/session-atoms');
    expect(createStore().get(reloaded.selectedIdAtom)).toBe(5002);
  });

  it('is null when nothing is stored', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/app/state/session-atoms');
    expect(createStore().get(fresh.userVerifiedAtom)).toBeNull();
  });

  it('the offer landing stores offerId and userId and resets the verified flag', () => {
    sessionStorage.setItem('userVerified', 'true');
    const store = createStore();
    store.set(enterOfferAtom, { offerId: '1001', userId: '5001' });
    expect(store.get(offerIdAtom)).toBe('1001');
    expect(store.get(userIdAtom)).toBe('5001');
    expect(store.get(userVerifiedAtom)).toBe(false);
    expect(sessionStorage.getItem('userVerified')).toBe('false');
  });

  it('a verified session stores the CSRF value under loginEnd', () => {
    const store = createStore();
    store.set(storeVerifiedSessionAtom, { csrfToken: 'tok', borrowerId: 5001, applicationId: 7001, loanId: 9001 });
    expect(store.get(userVerifiedAtom)).toBe(true);
    expect(store.get(loginEndAtom)).toBe('tok');
    expect(readSessionValue<string>('loginEnd')).toBe('tok');
    expect(readSessionValue<number>('loggedId')).toBe(5001);
    expect(readSessionValue<number>('applicationId')).toBe(7001);
  });

  it('ending the session clears verified and the CSRF value; locking sets userLocked', () => {
    const store = createStore();
    store.set(storeVerifiedSessionAtom, { csrfToken: 'tok', borrowerId: 5001, applicationId: 7001, loanId: null });
    store.set(endSessionAtom);
    expect(store.get(userVerifiedAtom)).toBe(false);
    expect(readSessionValue('loginEnd')).toBeNull();
    store.set(markLockedAtom);
    expect(store.get(userLockedAtom)).toBe(true);
  });
});
