import type { BorrowerProfile } from '../../shared/api/borrower-data';
import { assertOfferAccess } from '../auth/session';
import { batchedReads } from '../db/batched-reads';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import type { PiiCipher } from '../pii/pii-cipher';
import { findApplication } from '../application/applications';
import { findOffer } from '../offer/offers';
import { readProfileVersion } from './profile-versions';
import type { SessionRecord } from '../auth/sessions';
import { buildProfile } from './build-profile';
import { createProfileCache, type KeptProfile, type ProfileCache } from './profile-cache';

/**
 * One application's profile as its session may see it, with the offer's profile version it holds at least. Each
 * group of reads is one statement: the access check with the application, offer and version, then the profile's
 * sections, then what its lists hold.
 */
export async function readProfile(
  db: Queryable,
  pii: PiiCipher,
  session: SessionRecord,
  applicationId: number,
): Promise<{ profile: BorrowerProfile; version: number }> {
  const reads = batchedReads(db);
  const [, application, offer, version] = await Promise.all([
    assertOfferAccess(reads, session, { applicationIds: [applicationId] }),
    findApplication(reads, applicationId),
    findOffer(reads, session.offerId),
    readProfileVersion(reads, session.offerId),
  ]);
  if (!application || !offer) throw new AppError('FORBIDDEN');
  return { profile: await buildProfile(reads, pii, offer, application), version };
}

export interface ProfileReader {
  /**
   * `seenVersion` is the offer's profile version as the request found it (the session guard reads it): a profile
   * kept at that version or newer answers without a read. Without it the profile is read, and kept.
   */
  read(session: SessionRecord, applicationId: number, seenVersion?: number): Promise<BorrowerProfile>;
  /** The same as `serialize` writes it, encoded once per version kept and then answered as it is. */
  readSerialized(
    session: SessionRecord,
    applicationId: number,
    seenVersion: number,
    serialize: (profile: BorrowerProfile) => string,
  ): Promise<Buffer>;
}

export function profileReader(db: Queryable, pii: PiiCipher, cache: ProfileCache = createProfileCache()): ProfileReader {
  const keptOrRead = async (session: SessionRecord, applicationId: number, seenVersion?: number): Promise<KeptProfile> => {
    const kept = seenVersion === undefined ? undefined : cache.get(session.offerId, applicationId, seenVersion);
    if (kept) return kept;
    const { profile, version } = await readProfile(db, pii, session, applicationId);
    return cache.set(session.offerId, applicationId, version, profile);
  };
  return {
    read: async (session, applicationId, seenVersion) => (await keptOrRead(session, applicationId, seenVersion)).profile,
    async readSerialized(session, applicationId, seenVersion, serialize) {
      const kept = await keptOrRead(session, applicationId, seenVersion);
      kept.serialized ??= Buffer.from(serialize(kept.profile));
      return kept.serialized;
    },
  };
}
