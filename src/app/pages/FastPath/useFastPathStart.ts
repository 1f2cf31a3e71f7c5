import { useAtom, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { StatusBorrower } from '../../../shared/api/generated/types';
import {
  borrowerQueue,
  fastPath,
  nextBorrower,
  skipBorrower,
  startSteps,
} from '../../../shared/flow/fast-path';
import { useFastPathBorrowers } from '../../engine/fast-path/useFastPathBorrowers';
import { useFinishApplication } from '../../engine/fast-path/useFinishApplication';
import { statusIds, useStatusUpdates } from '../../engine/fast-path/useStatusUpdates';
import { fastPathStepsAtom, skippedIdsAtom } from '../../state/session-atoms';

/**
 * First Things First's three buttons. Continue To Make Changes: the chosen cards (then declarations and demographics)
 * become the step list, and a To Do application is started (In Progress). Looks Good!: the prior-loan review is Done
 * and the application Completed, then the remaining sections or the end. Skip For Now: the borrower is skipped and
 * the next one offered. Arrived by the dashboard's arrow (`returnTo`), only the cards are walked, then the dashboard.
 */
export function useFastPathStart(returnTo: string | undefined) {
  const { offerId, selectedId, borrowers, selected, gmiAndDeclarationsFlag } = useFastPathBorrowers();
  const [skippedIds, setSkippedIds] = useAtom(skippedIdsAtom);
  const setSteps = useSetAtom(fastPathStepsAtom);
  const status = useStatusUpdates(offerId);
  const { finish, pending: finishing } = useFinishApplication();
  const navigate = useNavigate();

  const stepsFor = (cardIds: readonly string[], after: Partial<StatusBorrower>) => {
    const steps = startSteps(fastPath, cardIds, gmiAndDeclarationsFlag && !returnTo, { ...selected, ...after });
    return returnTo ? [...steps, fastPath.dashboard] : steps;
  };

  const continueToMakeChanges = async (cardIds: readonly string[]) => {
    if (!selected) return;
    const steps = stepsFor(cardIds, {});
    setSteps(steps);
    if (selected.applicationStatus === 'To Do') await status.send(selected.applicationId, statusIds.inProgress);
    void navigate(steps[0] ?? fastPath.dashboard);
  };

  const looksGood = async () => {
    if (!selected) return;
    if (selected.priorLoanReviewStatus !== 'Done') {
      await status.send(selected.applicationId, statusIds.completed, 'PriorLoanReview');
    }
    if (selected.applicationStatus !== 'Completed') await status.send(selected.applicationId, statusIds.completed);
    const steps = stepsFor([], { priorLoanReviewStatus: 'Done' }).filter((route) => route !== fastPath.dashboard);
    setSteps(steps);
    if (returnTo) return void navigate(returnTo);
    if (steps[0]) return void navigate(steps[0]);
    await finish(true);
  };

  const skipForNow = () => {
    if (selectedId == null) return;
    const skipped = skipBorrower(skippedIds ?? [], selectedId);
    setSkippedIds(skipped);
    const next = nextBorrower(borrowerQueue(borrowers, selectedId, skipped), selectedId);
    void navigate(next ? `${fastPath.route}/${fastPath.reviewNextBorrower}` : fastPath.dashboard);
  };

  return { continueToMakeChanges, looksGood, skipForNow, busy: status.pending || finishing };
}
