import type { ReviewStatusName } from './journey';
import type { LinkId } from './offer';

export interface VerifyContactBody {
  /** MM/DD/YYYY */
  dateOfBirth: string;
  /** Last six digits of SSN or ITIN. */
  ssn: string;
  customerRecordID: LinkId;
  offerID: LinkId;
  loanNumber?: string;
}

export interface VerifyContactResponse {
  isPIIVerified: boolean;
  isAccountLocked: boolean;
  /** IDENTITY_NOT_VERIFIED (wrong answers) or ACCOUNT_LOCKED; answered inside a 200. */
  error?: 'IDENTITY_NOT_VERIFIED' | 'ACCOUNT_LOCKED';
  csrfToken?: string;
  borrowerId?: number;
  applicationId?: number;
  offerId?: LinkId;
  loanId?: number;
  /** With the prior-loan review status, decides dashboard or fast path after verifying (portal-journey section 4). */
  applicationStatusId?: number;
  priorLoanReviewStatus?: ReviewStatusName;
}
