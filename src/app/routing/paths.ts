import type { ApplicationStatusName, ReviewStatusName } from '../../shared/api';

export const dashboardPath = '/borrower-dashboard';
/** Where the full flow of an application starts (Start / Return To / View Application). */
export const applicationStartPath = '/info';
export const sessionTimeoutPath = '/session-timeout';
export const successPath = '/success';
export const oopsPath = '/oops';
export const noOfferDetailsPath = '/no-offer-details';
export const offerDetailsPath = '/offer-details';

/**
 * The fast path for returning borrowers. Until it exists (issue 6) its entry is the dashboard:
 * change this one constant to '/fast-path' then.
 */
export const fastPathEntry = dashboardPath;

/** Application Completed has status id 3 (portal-journey section 4 "Ranks"). */
const completedStatusId = 3;

export interface AfterVerifyFacts {
  applicationStatusId?: number | null;
  applicationStatus?: ApplicationStatusName | null;
  priorLoanReviewStatus?: ReviewStatusName | 'Completed' | null;
}

/**
 * portal-journey section 4 "Identity": the dashboard when the application is Completed or the
 * prior-loan review is done, otherwise the fast path (for now also the dashboard, see fastPathEntry).
 */
export function routeAfterVerify(facts: AfterVerifyFacts = {}): string {
  const applicationCompleted =
    facts.applicationStatusId === completedStatusId || facts.applicationStatus === 'Completed';
  const priorLoanReviewed = facts.priorLoanReviewStatus === 'Done' || facts.priorLoanReviewStatus === 'Completed';
  return applicationCompleted || priorLoanReviewed ? dashboardPath : fastPathEntry;
}

/** The verify page knows no statuses yet (VerifyContact does not answer them): the fast-path rule decides. */
export const afterVerifyRoute = routeAfterVerify();
