import type { LinkId } from './offer';

/**
 * POST /api/VerifyPIIAndCreateCurityAccount (public, the offer link's ids): re-checks the borrower's identity and,
 * in the same call, creates their sign-in account as CreateAccount does. The email must be the one on file.
 */
export interface VerifyPIIAndCreateCurityAccountBody {
  offerId: LinkId;
  customerRecordID: LinkId;
  /** Last six digits of SSN or ITIN. */
  ssn: string;
  /** MM/DD/YYYY */
  dateOfBirth: string;
  emailAddress: string;
  password: string;
}

/** Read like VerifyContact's answer: a failed or locked check answers 200 with the error, and creates nothing. */
export interface VerifyPIIAndCreateCurityAccountResponse {
  isPIIVerified: boolean;
  isAccountLocked: boolean;
  error?: 'IDENTITY_NOT_VERIFIED' | 'ACCOUNT_LOCKED';
  /** The created account's sign-in email. */
  email?: string;
}
