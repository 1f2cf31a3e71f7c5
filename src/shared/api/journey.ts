/**
 * Calls of the journey (portal-journey sections 3, 4 and 7): offer status, dashboard, submit,
 * mark-reviewed, application status, landing-page flag. Money in dollars.
 */
import type { LinkId } from './offer';

/** Task status of an application: To Do 1, In Progress 2, Completed 3. */
export type ApplicationStatusName = 'To Do' | 'In Progress' | 'Completed';
/** Section review status (Prior Loan Info, Declarations, Demographics). */
export type ReviewStatusName = 'To Do' | 'In Progress' | 'Done';
export type ApplicationType = 'PriorLoanReview' | 'Declaration' | 'Demographic';

export interface LoanInformationDto {
  offerId: LinkId;
  propertyStreetAddress: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZipCode: string | null;
  loanPurpose: string | null;
  loanAmount: number | null;
  appraisedValue: number | null;
  mortgageType: string | null;
}

export interface StatusBorrower {
  borrowerId: number;
  applicationId: number;
  firstName: string;
  lastName: string;
  applicationStatus: ApplicationStatusName;
  applicationStatusId: number;
  isLoggedInUser: boolean;
  hasSignedConsent: boolean;
  isOfferReviewed: boolean;
  priorLoanReviewStatus: ReviewStatusName;
  declarationsReviewStatus: ReviewStatusName;
  demographicsReviewStatus: ReviewStatusName;
}

export interface UnconsentedBorrower {
  customerRecordId: number;
  firstName: string;
  lastName: string;
}

/**
 * GET /api/GetOfferStatus/?offerID={offerId}[&customerRecordId={userId}]
 * With a session: the session's offer only (else 403), borrowerInfo filled.
 * Without a session: the link pair (offerID + customerRecordId of a borrower on it) is the credential,
 * as for GetOffer (else 404 LOAN_NOT_FOUND); borrowerInfo is then [] (the consent and success pages
 * need only the names below).
 */
export interface OfferStatusResponse {
  offerId: LinkId;
  offerStatusID: number;
  /** The borrower who submitted the application, when one has. */
  submittedBorrower: { firstName: string; lastName: string } | null;
  unconsentedBorrowers: UnconsentedBorrower[];
  borrowerInfo: StatusBorrower[];
  loanInformationDto: LoanInformationDto;
  isOfferReset: boolean;
  gmiAndDeclarationsFlag: boolean;
}

/** POST /api/GetBorrowerDashboardData, guarded. offerId must be the session's offer (else 403). */
export interface GetBorrowerDashboardDataBody {
  loanRecordId?: number;
  offerId: LinkId;
  loanNumber?: string;
}

export interface DashboardBorrower {
  applicationId: number;
  applicationStatus: ApplicationStatusName;
  applicationStatusId: number;
  priorLoanReviewStatus: ReviewStatusName;
  borrowerId: number;
  firstName: string;
  lastName: string;
  isLoggedInUser: boolean;
  hasSignedConsent: boolean;
  /** An active current employer is on file for this borrower. */
  hasCurrentEmployer: boolean;
}

export interface BorrowerDashboardData {
  borrowerDashboardDto: DashboardBorrower[];
  /** Spelled so in the spec. */
  currentUserApplicaitonID: number;
  isPriorLoanReviewCompleted: boolean;
  isApplicationCompleted: boolean;
  gmiAndDeclarationsFlag: boolean;
  loanInformationDto: LoanInformationDto;
  offerStatusID: number;
}

/** POST /api/SubmitApplication, guarded + CSRF. Body offerId (the session's offer). */
export interface SubmitApplicationBody {
  offerId: LinkId;
}
/** Submitted 4, or Pending Consent 6 when a borrower on the loan has not consented yet. */
export interface SubmitApplicationResponse {
  offerStatusID: number;
}

/** POST /api/UpdateBorrowerReviewedOffer, guarded + CSRF. */
export interface UpdateBorrowerReviewedOfferBody {
  borrowerId: number;
}
export interface UpdateBorrowerReviewedOfferResponse {
  borrowerId: number;
  isOfferReviewed: true;
}

/**
 * POST /api/UpdateApplicationStatus, guarded + CSRF. Without applicationType it sets the application's
 * status (1 To Do, 2 In Progress, 3 Completed); with it, that section's review status (1 To Do,
 * 2 In Progress, 3 Done).
 */
export interface UpdateApplicationStatusBody {
  applicationStatusId: 1 | 2 | 3;
  offerId: LinkId;
  applicationId: number;
  applicationType?: ApplicationType;
}
export interface UpdateApplicationStatusResponse {
  applicationId: number;
  applicationStatusId: number;
  applicationType: ApplicationType | null;
}

/**
 * POST /api/GetTrackedBorrowers, guarded (no CSRF: it only reads). Without offerId, the session's offer; another
 * offer's id answers 403. The answer is every borrower on the offer, each as in GetOfferStatus's borrowerInfo.
 */
export interface GetTrackedBorrowersBody {
  offerId?: LinkId;
}
export type TrackedBorrowersResponse = StatusBorrower[];

/** GET /api/BooleanFlag/LandingPageFlag, public. */
export interface BooleanFlagResponse {
  flagValue: boolean;
}
