import { describe, expect, it } from 'vitest';
import type { BorrowerProfile } from '../../../src/shared/api/borrower-data';
import { createProfileCache } from '../../../src/server/profile/profile-cache';

const profile = (applicationId: number, note = '') => ({ applicationId, note }) as unknown as BorrowerProfile;

describe('createProfileCache', () => {
  it('answers a request that found the kept version, and no other', () => {
    const cache = createProfileCache();
    cache.set(1, 7001, 5, profile(7001));
    expect(cache.get(1, 7001, 5)?.profile).toEqual(profile(7001));
    expect(cache.get(1, 7001, 4)).toBeUndefined();
    expect(cache.get(1, 7001, 6)).toBeUndefined();
  });

  it('keys by offer and application', () => {
    const cache = createProfileCache();
    cache.set(1, 7001, 1, profile(7001));
    expect(cache.get(2, 7001, 0)).toBeUndefined();
    expect(cache.get(1, 7002, 0)).toBeUndefined();
  });

  it('keeps the last profile read for an application', () => {
    const cache = createProfileCache();
    cache.set(1, 7001, 3, profile(7001, 'first'));
    cache.set(1, 7001, 4, profile(7001, 'second'));
    expect(cache.get(1, 7001, 3)).toBeUndefined();
    expect(cache.get(1, 7001, 4)?.profile).toEqual(profile(7001, 'second'));
  });

  it('lets the least recently used profile go past its size', () => {
    const cache = createProfileCache(2);
    cache.set(1, 1, 0, profile(1));
    cache.set(1, 2, 0, profile(2));
    cache.get(1, 1, 0);
    cache.set(1, 3, 0, profile(3));
    expect(cache.get(1, 2, 0)).toBeUndefined();
    expect(cache.get(1, 1, 0)?.profile).toEqual(profile(1));
    expect(cache.get(1, 3, 0)?.profile).toEqual(profile(3));
  });
});
