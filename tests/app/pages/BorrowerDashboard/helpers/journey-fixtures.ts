import type { BorrowerDashboardDataResponse as BorrowerDashboardData, DashboardBorrower, OfferStatusResponse, StatusBorrower } from '../../../../../src/shared/api/generated/types';
import { loanInformationFixture } from '../../../helpers/loan-information-fixture';

export function dashboardBorrower(overrides: Partial<DashboardBorrower> = {}): DashboardBorrower {
  return {
    applicationId: 7001,
    applicationStatus: 'To Do',
    applicationStatusId: 1,
    priorLoanReviewStatus: 'To Do',
    borrowerId: 5001,
    firstName: 'Jane',
    lastName: 'Doe',
    isLoggedInUser: true,
    hasSignedConsent: true,
    hasCurrentEmployer: true,
    ...overrides,
  };
}

const loanInformationDto = loanInformationFixture('1001');

export function dashboardData(borrowers: DashboardBorrower[], overrides: Partial<BorrowerDashboardData> = {}): BorrowerDashboardData {
  return {
    borrowerDashboardDto: borrowers,
    currentUserApplicaitonID: 7001,
    isPriorLoanReviewCompleted: false,
    isApplicationCompleted: false,
    gmiAndDeclarationsFlag: true,
    loanInformationDto,
    offerStatusID: 3,
    ...overrides,
  };
}

export function statusBorrower(overrides: Partial<StatusBorrower> = {}): StatusBorrower {
  return {
    borrowerId: 5001,
    applicationId: 7001,
    firstName: 'Jane',
    lastName: 'Doe',
    applicationStatus: 'To Do',
    applicationStatusId: 1,
    isLoggedInUser: true,
    hasSignedConsent: true,
    isOfferReviewed: true,
    priorLoanReviewStatus: 'To Do',
    declarationsReviewStatus: 'To Do',
    demographicsReviewStatus: 'To Do',
    ...overrides,
  };
}

export function offerStatus(borrowerInfo: StatusBorrower[], overrides: Partial<OfferStatusResponse> = {}): OfferStatusResponse {
  return {
    offerId: '1001',
    offerStatusID: 3,
    submittedBorrower: null,
    unconsentedBorrowers: [],
    borrowerInfo,
    loanInformationDto,
    isOfferReset: false,
    gmiAndDeclarationsFlag: true,
    ...overrides,
  };
}
