import type { OfferStatusResponse } from '../../../../shared/api/generated/types';
import { offerStatus } from '../../../offer/logic/offer-status-routing';

export interface SuccessView {
  almostDone: boolean;
  /** "First Last" of each borrower who has not consented yet. */
  unconsentedNames: string[];
  showCreateAccount: boolean;
}

/**
 * Done, or Almost Done listing the borrowers who have not consented; Create Account only for a
 * verified borrower (a session exists) once the offer is Submitted.
 */
export function successView(
  status: Pick<OfferStatusResponse, 'unconsentedBorrowers' | 'offerStatusID'> | null,
  verified: boolean,
): SuccessView {
  const unconsentedNames = (status?.unconsentedBorrowers ?? [])
    .map((borrower) => [borrower.firstName, borrower.lastName].map((part) => part.trim()).filter(Boolean).join(' '))
    .filter((name) => name !== '');
  return {
    almostDone: unconsentedNames.length > 0,
    unconsentedNames,
    showCreateAccount: verified && status?.offerStatusID === offerStatus.submitted,
  };
}
