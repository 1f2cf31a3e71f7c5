import type { DashboardBorrower, StatusBorrower } from '../../../../shared/api/generated/types';
import type { SectionStatusField } from '../../../../shared/flow/fast-path';

/** Offer status ids (portal-journey section 4 "Ranks"). */
export const offerStatus = { submitted: 4, pendingConsent: 6 } as const;

/** The status chip's message (borrower-dashboard part): To Do, In Progress, Completed; anything else reads N/A. */
export function statusChipId(status: string | null | undefined): 'chipToDo' | 'chipInProgress' | 'chipCompleted' | 'chipNotAvailable' {
  switch (status) {
    case 'To Do':
      return 'chipToDo';
    case 'In Progress':
      return 'chipInProgress';
    case 'Completed':
      return 'chipCompleted';
    default:
      return 'chipNotAvailable';
  }
}

/** The per-borrower button's message (old flow): To Do starts, In Progress returns, anything else views. */
export function applicationActionId(status: string | null | undefined): 'actionStart' | 'actionReturnTo' | 'actionView' {
  if (status === 'To Do') return 'actionStart';
  if (status === 'In Progress') return 'actionReturnTo';
  return 'actionView';
}

/** Starting a To Do application first marks it In Progress (old flow). */
export function startsApplication(status: string | null | undefined): boolean {
  return status === 'To Do';
}

/** Submit is enabled only when every borrower's application is Completed (and it is not submitted yet). */
export function canSubmit(borrowers: readonly Pick<DashboardBorrower, 'applicationStatus'>[], submitted: boolean): boolean {
  return !submitted && borrowers.length > 0 && borrowers.every((b) => b.applicationStatus === 'Completed');
}

/** At least one person on the loan must have a current employer on file. */
export function hasCurrentEmployerOnFile(borrowers: readonly Pick<DashboardBorrower, 'hasCurrentEmployer'>[]): boolean {
  return borrowers.some((b) => b.hasCurrentEmployer === true);
}

/** Submitted, or Pending Consent (submitted, waiting for a co-borrower's consent). */
export function isSubmittedStatus(offerStatusID: number | null | undefined): boolean {
  return offerStatusID === offerStatus.submitted || offerStatusID === offerStatus.pendingConsent;
}

/**
 * A dashboard row: the dashboard data's borrower plus the section review statuses only the offer status carries
 * (declarations and demographics; absent until the offer status has loaded).
 */
export type DashboardRow = DashboardBorrower & Partial<Pick<StatusBorrower, SectionStatusField>>;

/** What the polled offer status adds to a row: its application status and the three section review statuses. */
export type LatestStatuses = Pick<StatusBorrower, 'applicationId' | 'applicationStatus' | 'applicationStatusId' | SectionStatusField>;

/**
 * The dashboard list with the application and section review statuses of the latest (polled) offer status, so a
 * status changed by a co-borrower shows without reloading the dashboard. An application belongs to one borrower,
 * so its id finds the borrower's entry.
 */
export function withLatestStatuses(
  borrowers: readonly DashboardBorrower[],
  latest: readonly LatestStatuses[] | undefined,
): DashboardRow[] {
  return borrowers.map((borrower) => {
    const fresh = latest?.find((item) => item.applicationId === borrower.applicationId);
    if (!fresh) return borrower;
    return {
      ...borrower,
      applicationStatus: fresh.applicationStatus,
      applicationStatusId: fresh.applicationStatusId,
      priorLoanReviewStatus: fresh.priorLoanReviewStatus,
      declarationsReviewStatus: fresh.declarationsReviewStatus,
      demographicsReviewStatus: fresh.demographicsReviewStatus,
    };
  });
}

/** Welcome Back!: the offer was reset and the logged-in borrower has not reviewed it yet. */
export function showsWelcomeBack(
  status: { isOfferReset: boolean; borrowerInfo: readonly Pick<StatusBorrower, 'isLoggedInUser' | 'isOfferReviewed'>[] } | undefined,
): boolean {
  if (!status?.isOfferReset) return false;
  const me = status.borrowerInfo.find((b) => b.isLoggedInUser);
  return me !== undefined && me.isOfferReviewed === false;
}

/** The borrower who closes Welcome Back! (the logged-in one). */
export function loggedInBorrowerId(
  borrowerInfo: readonly Pick<StatusBorrower, 'isLoggedInUser' | 'borrowerId'>[],
  fallback: number | null,
): number | null {
  return borrowerInfo.find((b) => b.isLoggedInUser)?.borrowerId ?? fallback;
}
