import type { BorrowerProfile } from '../../shared/api/borrower-data';
import { assertOfferAccess } from '../auth/session';
import { batchedReads } from '../db/batched-reads';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import type { PiiCipher } from '../pii/pii-cipher';
import { findApplication } from '../repositories/applications';
import { findOffer } from '../repositories/offers';
import type { SessionRecord } from '../repositories/sessions';
import { buildProfile } from './build-profile';

/**
 * One application's profile as its session may see it. Each group of reads is one statement: the access check
 * with the application and offer, then the profile's sections, then what its lists hold.
 */
export async function readProfile(db: Queryable, pii: PiiCipher, session: SessionRecord, applicationId: number): Promise<BorrowerProfile> {
  const reads = batchedReads(db);
  const [, application, offer] = await Promise.all([
    assertOfferAccess(reads, session, { applicationIds: [applicationId] }),
    findApplication(reads, applicationId),
    findOffer(reads, session.offerId),
  ]);
  if (!application || !offer) throw new AppError('FORBIDDEN');
  return buildProfile(reads, pii, offer, application);
}
