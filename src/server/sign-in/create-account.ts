import { hashPassword } from './password';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { OfferStatus } from '../journey/status-names';
import { findAccountOfBorrower, findEmailOnFile, insertAccount } from './accounts';
import { findOffer } from '../offer/offers';

/** Creates the signed-in borrower's account (email on file, hashed password) once the offer is submitted. */
export async function createAccount(db: Queryable, offerId: number, borrowerId: number, password: string): Promise<string> {
  const offer = await findOffer(db, offerId);
  if (offer?.offerStatusId !== OfferStatus.SUBMITTED) throw new AppError('OFFER_NOT_SUBMITTED');
  if (await findAccountOfBorrower(db, borrowerId)) throw new AppError('ACCOUNT_EXISTS');
  const email = await findEmailOnFile(db, borrowerId);
  if (!email) throw new AppError('NO_EMAIL_ON_FILE');
  const inserted = await insertAccount(db, { borrowerId, email, passwordHash: await hashPassword(password) });
  // Another borrower's account already uses this email (or a concurrent request won).
  if (!inserted) throw new AppError('ACCOUNT_EXISTS');
  return email;
}
