import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import type { PiiCipher } from '../../pii/pii-cipher';
import { buildProfile } from '../../profile/build-profile';
import { listApplicationsOfOffer } from '../../application/applications';
import { findOffer } from '../../offer/offers';
import type { MismoDeal } from './mismo-deal';

/** Reads the offer and every active borrower's application record, in the loan's borrower order. */
export async function loadDeal(db: Queryable, pii: PiiCipher, offerId: number): Promise<MismoDeal> {
  const offer = await findOffer(db, offerId);
  if (!offer) throw new AppError('LOAN_NOT_FOUND');
  const applications = (await listApplicationsOfOffer(db, offerId)).filter((a) => a.activeInd);
  const borrowers = [];
  // One at a time: a transaction's reads share one connection.
  for (const application of applications) borrowers.push(await buildProfile(db, pii, offer, application));
  return { offer, borrowers };
}
