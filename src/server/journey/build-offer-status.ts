import type { OfferStatusResponse, StatusBorrower } from '../../shared/api/generated/types';
import type { JourneyBorrowerRecord } from './journey-borrowers';
import type { OfferRecord } from '../offer/offers';
import { loanInformation } from './loan-information';
import { applicationStatusName, reviewStatusName } from './status-names';

/** A borrower of GetOfferStatus's borrowerInfo (also the entries of GetTrackedBorrowers). */
export function statusBorrower(b: JourneyBorrowerRecord, loggedInBorrowerId: number): StatusBorrower {
  return {
    borrowerId: b.borrowerId,
    applicationId: b.applicationId,
    firstName: b.firstName ?? '',
    lastName: b.lastName ?? '',
    applicationStatus: applicationStatusName(b.applicationStatusId),
    applicationStatusId: b.applicationStatusId,
    isLoggedInUser: b.borrowerId === loggedInBorrowerId,
    hasSignedConsent: b.hasSignedConsent,
    isOfferReviewed: b.isOfferReviewed,
    priorLoanReviewStatus: reviewStatusName(b.priorLoanReviewStatusId),
    declarationsReviewStatus: reviewStatusName(b.declarationsReviewStatusId),
    demographicsReviewStatus: reviewStatusName(b.demographicsReviewStatusId),
  };
}

/** `loggedInBorrowerId` null = link mode: names only, no per-borrower statuses. */
export function buildOfferStatus(
  offer: OfferRecord,
  borrowers: JourneyBorrowerRecord[],
  loggedInBorrowerId: number | null,
): OfferStatusResponse {
  const submitter = borrowers.find((b) => b.borrowerId === offer.submittedByBorrowerId);
  return {
    offerId: offer.linkId,
    offerStatusID: offer.offerStatusId,
    submittedBorrower: submitter ? { firstName: submitter.firstName ?? '', lastName: submitter.lastName ?? '' } : null,
    unconsentedBorrowers: borrowers
      .filter((b) => !b.hasSignedConsent)
      .map((b) => ({ customerRecordId: b.borrowerId, firstName: b.firstName ?? '', lastName: b.lastName ?? '' })),
    borrowerInfo: loggedInBorrowerId === null ? [] : borrowers.map((b) => statusBorrower(b, loggedInBorrowerId)),
    loanInformationDto: loanInformation(offer),
    isOfferReset: offer.isOfferReset,
    gmiAndDeclarationsFlag: offer.gmiAndDeclarationsFlag,
  };
}
