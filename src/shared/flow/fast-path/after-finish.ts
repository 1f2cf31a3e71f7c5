import { borrowerQueue } from './borrower-queue';
import { nextBorrower } from './next-borrower';
import type { FastPath, QueueBorrower } from './types';

/** Application status Completed (portal-journey section 4 "Ranks"). */
const completed = 'Completed';

export interface FinishFacts<B extends QueueBorrower> {
  borrowers: readonly B[];
  selectedId: number | null;
  skippedIds: readonly number[];
  /** The selected borrower's application status. */
  applicationStatus: string | null | undefined;
}

export interface AfterFinish<B> {
  /**
   * Set the application Completed unless it already is. (The spec also skips this when the prior-loan review is
   * Completed: that is Looks Good!, which completes the application itself.)
   */
  completeApplication: boolean;
  /** The borrower to offer next, when one is pending. */
  next: B | undefined;
  to: string;
}

/** After the last step: complete the application, then review-next-borrower when another borrower is pending, else the dashboard. */
export function afterFinish<B extends QueueBorrower>(fastPath: FastPath, facts: FinishFacts<B>): AfterFinish<B> {
  const pending = facts.borrowers.map((b) => (b.borrowerId === facts.selectedId ? { ...b, applicationStatus: completed } : b));
  const next = nextBorrower(borrowerQueue(pending, facts.selectedId, facts.skippedIds), facts.selectedId);
  return {
    completeApplication: facts.applicationStatus !== completed,
    next,
    to: next ? `${fastPath.route}/${fastPath.reviewNextBorrower}` : fastPath.dashboard,
  };
}
