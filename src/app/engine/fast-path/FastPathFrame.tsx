import { trimPath } from '../../../shared/flow/routes';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fastPath, progressStrip, sectionOfRoute, showsProgressStrip } from '../../../shared/flow/fast-path';
import { fastPathStepAtom, fastPathStepsAtom } from '../../state/session-atoms';
import { ProgressStrip } from './ProgressStrip';
import { useFastPathBorrowers } from './useFastPathBorrowers';
import { statusIds, useStatusUpdates } from './useStatusUpdates';

/**
 * Above every fast-path page: the progress strip (not on review-next-borrower); entering a section whose status is
 * To Do marks it In Progress; a page of the step list is remembered as the step last entered.
 */
export function FastPathFrame() {
  const { pathname } = useLocation();
  const path = trimPath(pathname);
  const { offerId, selected } = useFastPathBorrowers();
  const status = useStatusUpdates(offerId);
  const steps = useAtomValue(fastPathStepsAtom);
  const setStep = useSetAtom(fastPathStepAtom);
  const marked = useRef(new Set<string>());
  const section = sectionOfRoute(fastPath, path);

  useEffect(() => {
    if (steps?.includes(path)) setStep(path);
  }, [steps, path, setStep]);

  useEffect(() => {
    if (!section || !selected || selected[section.statusField] !== 'To Do') return;
    const key = `${selected.applicationId}:${section.applicationType}`;
    if (marked.current.has(key)) return;
    marked.current.add(key);
    void status.send(selected.applicationId, statusIds.inProgress, section.applicationType);
  }, [section, selected, status]);

  if (!showsProgressStrip(fastPath, path)) return null;
  return <ProgressStrip sections={progressStrip(fastPath, selected ?? {}, path)} />;
}
