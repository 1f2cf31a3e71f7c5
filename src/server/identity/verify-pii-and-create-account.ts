import type { VerifyPIIAndCreateCurityAccountBody } from '../../shared/api/generated/types';
import { recordAudit } from '../audit/audit-trail';
import { recordIdentityCheck } from './identity-check-event';
import { type VerifyOutcome, verifyIdentity } from './verify-identity';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { resolveOfferLink } from '../offer/offer-link';
import { findEmailOnFile } from '../sign-in/accounts';
import { createAccount } from '../sign-in/create-account';

export type VerifiedAccount = { borrowerId: number } & (
  | { result: Exclude<VerifyOutcome, 'verified'> }
  | { result: 'verified'; email: string }
);

/** The answers the check compares (pointers, never values). */
const IDENTITY_ANSWERS = ['/ssn', '/dateOfBirth', '/emailAddress'];

/**
 * Re-checks the link's borrower with the identity check of VerifyContact (same count and lock: five failures lock)
 * and, only when it passes, creates their account as CreateAccount does. Call inside one transaction: a refused
 * creation (offer not submitted, account exists) undoes the whole call; a failed check is counted and answered.
 */
export async function verifyPiiAndCreateAccount(
  tx: Queryable,
  keys: { piiHashKey: string; lockMinutes: number },
  body: VerifyPIIAndCreateCurityAccountBody,
  requestId: string,
): Promise<VerifiedAccount> {
  const linked = await resolveOfferLink(tx, { offerLinkId: body.offerId, borrowerLinkId: body.customerRecordID });
  if (!linked) throw new AppError('LOAN_NOT_FOUND');
  const { offer, application } = linked;
  const borrowerId = application.borrowerId;
  if (!offer.activeInd) throw new AppError('NO_ACTIVE_OFFER');
  const emailOnFile = await findEmailOnFile(tx, borrowerId);
  if (!emailOnFile) throw new AppError('NO_EMAIL_ON_FILE');
  // The account's email is the one on file; a different one is a wrong answer, counted as VerifyContact counts a
  // wrong loan number, so the call cannot be used to try emails for free.
  const emailMatches = emailOnFile.toLowerCase() === body.emailAddress.toLowerCase();
  const answers = { ssn: body.ssn, dateOfBirth: body.dateOfBirth, loanNumberMatches: emailMatches };
  const result = await verifyIdentity(tx, keys, borrowerId, answers);
  const call = 'VerifyPIIAndCreateCurityAccount';
  if (result !== 'verified') {
    // A refusal is recorded with the count it stored; the account's creation, below, records the check that passed.
    if (result !== 'consent-required') {
      await recordIdentityCheck(tx, { offerId: offer.offerId, borrowerId, call, requestId, result, fields: IDENTITY_ANSWERS });
    }
    return { borrowerId, result };
  }
  const email = await createAccount(tx, offer.offerId, borrowerId, body.password);
  await recordAudit(tx, {
    offerId: offer.offerId,
    actor: { type: 'borrower', id: String(borrowerId) },
    call,
    fields: ['/emailAddress', '/password'],
    requestId,
    outcome: 'verified',
  });
  return { borrowerId, result, email };
}
