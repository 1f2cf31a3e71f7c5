import type { BorrowerDashboardDataResponse } from '../../shared/api/generated/types';
import type { SessionRecord } from '../auth/sessions';
import type { JourneyBorrowerRecord } from './journey-borrowers';
import type { OfferRecord } from '../offer/offers';
import { loanInformation } from './loan-information';
import { applicationStatusName, COMPLETED, DONE, reviewStatusName } from './status-names';

export function buildDashboard(
  offer: OfferRecord,
  borrowers: JourneyBorrowerRecord[],
  session: SessionRecord,
): BorrowerDashboardDataResponse {
  const current = borrowers.find((b) => b.applicationId === session.applicationId);
  return {
    borrowerDashboardDto: borrowers.map((b) => ({
      applicationId: b.applicationId,
      applicationStatus: applicationStatusName(b.applicationStatusId),
      applicationStatusId: b.applicationStatusId,
      priorLoanReviewStatus: reviewStatusName(b.priorLoanReviewStatusId),
      borrowerId: b.borrowerId,
      firstName: b.firstName ?? '',
      lastName: b.lastName ?? '',
      isLoggedInUser: b.borrowerId === session.borrowerId,
      hasSignedConsent: b.hasSignedConsent,
      hasCurrentEmployer: b.hasCurrentEmployer,
    })),
    currentUserApplicaitonID: session.applicationId,
    isPriorLoanReviewCompleted: current?.priorLoanReviewStatusId === DONE,
    isApplicationCompleted: current?.applicationStatusId === COMPLETED,
    gmiAndDeclarationsFlag: offer.gmiAndDeclarationsFlag,
    loanInformationDto: loanInformation(offer),
    offerStatusID: offer.offerStatusId,
  };
}
