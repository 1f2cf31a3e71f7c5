import type { OfferStatusResponse } from '../../../../shared/api';

/** The consent page applies only to a borrower in the unconsented list; anyone else goes to success. */
export function needsConsent(status: Pick<OfferStatusResponse, 'unconsentedBorrowers'>, userId: number): boolean {
  return status.unconsentedBorrowers.some((borrower) => borrower.customerRecordId === userId);
}

/** "First Last" of the borrower who already submitted, or null when nobody has. */
export function submitterName(status: Pick<OfferStatusResponse, 'submittedBorrower'>): string | null {
  const submitted = status.submittedBorrower;
  if (!submitted) return null;
  const name = [submitted.firstName, submitted.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
  return name === '' ? null : name;
}
