import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { afterFinish, fastPath } from '../../../shared/flow/fast-path';
import { fastPathStepAtom, fastPathStepsAtom, skippedIdsAtom } from '../../state/session-atoms';
import { useFastPathBorrowers } from './useFastPathBorrowers';
import { statusIds, useStatusUpdates } from './useStatusUpdates';

/**
 * The end of the step list: the selected borrower's application becomes Completed (unless it already is), then
 * review-next-borrower when another borrower is pending, otherwise the dashboard.
 */
export function useFinishApplication(enabled = true) {
  const { offerId, selectedId, borrowers, selected } = useFastPathBorrowers(enabled);
  const skippedIds = useAtomValue(skippedIdsAtom) ?? [];
  const setSteps = useSetAtom(fastPathStepsAtom);
  const setStep = useSetAtom(fastPathStepAtom);
  const status = useStatusUpdates(offerId);
  const navigate = useNavigate();

  /** `completed`: the caller has just completed the application (Looks Good!), which the cached status may not show yet. */
  const finish = async (completed = false) => {
    const applicationStatus = completed ? 'Completed' : selected?.applicationStatus;
    const after = afterFinish(fastPath, { borrowers, selectedId, skippedIds, applicationStatus });
    if (after.completeApplication && selected) await status.send(selected.applicationId, statusIds.completed);
    setSteps(null);
    setStep(null);
    void navigate(after.to);
  };
  return { finish, pending: status.pending };
}
