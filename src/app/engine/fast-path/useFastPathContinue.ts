import { trimPath } from '../../../shared/flow/routes';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { afterStep, fastPath } from '../../../shared/flow/fast-path';
import { fastPathStepAtom, fastPathStepsAtom } from '../../state/session-atoms';
import { useFastPathBorrowers } from './useFastPathBorrowers';
import { useFinishApplication } from './useFinishApplication';
import { statusIds, useStatusUpdates } from './useStatusUpdates';

/**
 * The flow's "$continue": the fast path's next step. A page outside the step list (contact after address-list)
 * goes on from the step last entered. Leaving a section marks it Done; after the last step the application is
 * finished; an arrow click (`returnTo`) goes back to the dashboard.
 */
export function useFastPathContinue(enabled = true) {
  const steps = useAtomValue(fastPathStepsAtom) ?? [];
  const lastStep = useAtomValue(fastPathStepAtom);
  const { offerId, selected } = useFastPathBorrowers(enabled);
  const status = useStatusUpdates(offerId);
  const { finish } = useFinishApplication(enabled);
  const navigate = useNavigate();

  return async (pathname: string, returnTo?: string) => {
    const path = trimPath(pathname);
    const from = returnTo || steps.includes(path) || !lastStep ? path : lastStep;
    const after = afterStep(fastPath, steps, from, returnTo);
    const section = after.completes;
    if (section && selected && selected[section.statusField] !== 'Done') {
      await status.send(selected.applicationId, statusIds.completed, section.applicationType);
    }
    if (after.kind === 'finish') return finish();
    void navigate(after.to);
  };
}
