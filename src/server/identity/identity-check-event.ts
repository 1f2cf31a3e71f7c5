import type { VerifyOutcome } from './verify-identity';
import type { Queryable } from '../db/types';
import { type IdentityCheckOutcome, recordAudit } from '../audit/audit-trail';

/** An identity check that read the answers: the refusal for want of consent reads nothing and stores nothing. */
export type EvaluatedCheck = Exclude<VerifyOutcome, 'consent-required'>;

const OUTCOME: Record<EvaluatedCheck, IdentityCheckOutcome> = { verified: 'verified', failed: 'refused', locked: 'locked' };

export interface IdentityCheck {
  offerId: number;
  /** The offer link's borrower, whoever sent the answers. */
  borrowerId: number;
  call: string;
  requestId: string;
  result: EvaluatedCheck;
  /** The answers' JSON pointers, never their values. */
  fields: string[];
}

/** Records an identity check and its outcome; call it in the check's transaction, so a refusal is kept with its count. */
export function recordIdentityCheck(tx: Queryable, check: IdentityCheck): Promise<void> {
  return recordAudit(tx, {
    offerId: check.offerId,
    actor: { type: 'borrower', id: String(check.borrowerId) },
    call: check.call,
    fields: check.fields,
    requestId: check.requestId,
    outcome: OUTCOME[check.result],
  });
}
