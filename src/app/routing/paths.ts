import type { ApplicationStatusName, ReviewStatusName } from '../../shared/api';

export { signedOutPath } from '../../shared/api';

export const dashboardPath = '/borrower-dashboard';
/** Where the full flow of an application starts (Start / Return To / View Application). */
export const applicationStartPath = '/info';
export const sessionTimeoutPath = '/session-timeout';
export const successPath = '/success';
export const oopsPath = '/oops';
export const noOfferDetailsPath = '/no-offer-details';
export const offerDetailsPath = '/offer-details';

/** The fast path for returning borrowers: First Things First. */
export const fastPathEntry = '/fast-path';
export const reviewNextBorrowerPath = '/fast-path/review-next-borrower';

/** Application Completed has status id 3 (portal-journey section 4 "Ranks"). */
const completedStatusId = 3;

export interface AfterVerifyFacts {
  applicationStatusId?: number | null;
  applicationStatus?: ApplicationStatusName | null;
  priorLoanReviewStatus?: ReviewStatusName | 'Completed' | null;
}

/**
 * portal-journey section 4 "Identity": the dashboard when the application is Completed or the
 * prior-loan review is done, otherwise the fast path.
 */
export function routeAfterVerify(facts: AfterVerifyFacts = {}): string {
  const applicationCompleted =
    facts.applicationStatusId === completedStatusId || facts.applicationStatus === 'Completed';
  const priorLoanReviewed = facts.priorLoanReviewStatus === 'Done' || facts.priorLoanReviewStatus === 'Completed';
  return applicationCompleted || priorLoanReviewed ? dashboardPath : fastPathEntry;
}
