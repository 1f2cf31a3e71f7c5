import type { Queryable } from '../db/types';
import { findBorrower, recordFailedVerify, resetFailedVerify } from '../repositories/borrowers';
import { findIdentityHashes } from '../repositories/identity';
import { piiHash, safeEqual } from './crypto';

export type VerifyOutcome = 'verified' | 'failed' | 'locked';

/**
 * Compares keyed hashes of the answers (timing-safe). Five consecutive failures lock the borrower; a locked
 * borrower stays locked even with the right answers; success resets the counter.
 */
export async function verifyIdentity(
  db: Queryable,
  piiHashKey: string,
  borrowerId: number,
  answers: { ssn: string; dateOfBirth: string },
  loanNumberMatches: boolean,
): Promise<VerifyOutcome> {
  const borrower = await findBorrower(db, borrowerId);
  if (!borrower) return 'failed';
  if (borrower.locked) return 'locked';
  const stored = await findIdentityHashes(db, borrowerId);
  const ssnOk = safeEqual(piiHash(piiHashKey, 'ssn', answers.ssn), stored?.ssnLastSixHash ?? '');
  const dobOk = safeEqual(piiHash(piiHashKey, 'dob', answers.dateOfBirth), stored?.dateOfBirthHash ?? '');
  if (stored && ssnOk && dobOk && loanNumberMatches) {
    await resetFailedVerify(db, borrowerId);
    return 'verified';
  }
  return (await recordFailedVerify(db, borrowerId)) ? 'locked' : 'failed';
}
