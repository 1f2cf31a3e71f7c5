import type { OfferStatusResponse } from '../../../../shared/api/generated/types';

/**
 * The consent page applies only to a borrower in the unconsented list; anyone else goes to success. The list names
 * borrowers by customer record id, which GetOffer answers as currentCustomerRecordId.
 */
export function needsConsent(status: Pick<OfferStatusResponse, 'unconsentedBorrowers'>, customerRecordId: number): boolean {
  return status.unconsentedBorrowers.some((borrower) => borrower.customerRecordId === customerRecordId);
}

/** "First Last" of the borrower who already submitted, or null when nobody has. */
export function submitterName(status: Pick<OfferStatusResponse, 'submittedBorrower'>): string | null {
  const submitted = status.submittedBorrower;
  if (!submitted) return null;
  const name = [submitted.firstName, submitted.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
  return name === '' ? null : name;
}
