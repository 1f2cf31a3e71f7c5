import type { BorrowerProfile } from '../../shared/api/borrower-data';

/**
 * Profiles this server has read, each with the offer's profile version read before it (what it holds is at least
 * that new). An entry answers a request that found the same version; the least recently used go first past
 * `maxEntries`. Held in memory only (it holds the opened date of birth): never written, never logged.
 */
export interface KeptProfile {
  readonly profile: BorrowerProfile;
  /** The profile as GetBorrowerData answers it (UTF-8), written on its first such answer. */
  serialized?: Buffer;
}

export interface ProfileCache {
  get(offerId: number, applicationId: number, seenVersion: number): KeptProfile | undefined;
  set(offerId: number, applicationId: number, version: number, profile: BorrowerProfile): KeptProfile;
}

export function createProfileCache(maxEntries = 2000): ProfileCache {
  const entries = new Map<string, { version: number; kept: KeptProfile }>();
  return {
    get(offerId, applicationId, seenVersion) {
      const key = `${offerId}:${applicationId}`;
      const entry = entries.get(key);
      if (!entry || entry.version !== seenVersion) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.kept;
    },
    set(offerId, applicationId, version, profile) {
      const key = `${offerId}:${applicationId}`;
      const kept: KeptProfile = { profile };
      entries.delete(key);
      entries.set(key, { version, kept });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return kept;
    },
  };
}
