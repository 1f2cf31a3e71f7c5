import type { Queryable } from '../db/types';
import { lockForIdentityCheck, recordFailedVerify, resetFailedVerify } from '../application/borrowers';
import { findIdentityHashes } from './identity-hashes';
import { deleteSessionsOfBorrower } from '../auth/sessions';
import { AppError } from '../errors';
import { piiHash, safeEqual } from '../auth/crypto';

export type VerifyOutcome = 'verified' | 'failed' | 'locked' | 'consent-required';

export interface IdentityAnswers {
  ssn: string;
  dateOfBirth: string;
  loanNumberMatches: boolean;
}

/**
 * One serialised step per borrower (call inside a transaction): the borrower's row stays locked from the lock check
 * through the comparison to the failure count, so parallel guesses are counted one by one. A borrower who has not
 * consented is refused before the answers are read (nothing counted). Five consecutive failures lock the borrower
 * for `lockMinutes` and end their sessions; a locked borrower stays locked even with the right answers until the
 * lock ends; success resets the count. Keyed hashes are compared in constant time.
 */
export async function verifyIdentity(
  tx: Queryable,
  keys: { piiHashKey: string; lockMinutes: number },
  borrowerId: number,
  answers: IdentityAnswers,
): Promise<VerifyOutcome> {
  const state = await lockForIdentityCheck(tx, borrowerId);
  if (!state) return 'failed';
  if (!state.hasSignedConsent) return 'consent-required';
  if (state.locked) return 'locked';
  if (state.lockExpired) await resetFailedVerify(tx, borrowerId);
  const stored = await findIdentityHashes(tx, borrowerId);
  const ssnOk = safeEqual(piiHash(keys.piiHashKey, 'ssn', answers.ssn), stored?.ssnLastSixHash ?? '');
  const dobOk = safeEqual(piiHash(keys.piiHashKey, 'dob', answers.dateOfBirth), stored?.dateOfBirthHash ?? '');
  if (stored && ssnOk && dobOk && answers.loanNumberMatches) {
    await resetFailedVerify(tx, borrowerId);
    return 'verified';
  }
  if (!(await recordFailedVerify(tx, borrowerId, keys.lockMinutes))) return 'failed';
  await deleteSessionsOfBorrower(tx, borrowerId);
  return 'locked';
}

/** What an identity check that did not verify answers: inside a 200, so the failure count it stored is kept. */
export function identityRefusal(result: Exclude<VerifyOutcome, 'verified'>): {
  isPIIVerified: false;
  isAccountLocked: boolean;
  error: 'ACCOUNT_LOCKED' | 'IDENTITY_NOT_VERIFIED';
} {
  if (result === 'consent-required') throw new AppError('CONSENT_REQUIRED');
  if (result === 'locked') return { isPIIVerified: false, isAccountLocked: true, error: 'ACCOUNT_LOCKED' };
  return { isPIIVerified: false, isAccountLocked: false, error: 'IDENTITY_NOT_VERIFIED' };
}
