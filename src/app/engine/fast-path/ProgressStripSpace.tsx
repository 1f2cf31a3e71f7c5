import { useLocation } from 'react-router-dom';
import { fastPath } from '../../../shared/flow/fast-path/fast-path';
import { progressStrip, showsProgressStrip } from '../../../shared/flow/fast-path/progress-strip';
import { trimPath } from '../../../shared/flow/routes';
import { ProgressStrip } from './ProgressStrip';

/**
 * The progress strip as it stands before the borrowers' statuses are known, shown while the fast path's frame loads:
 * the strip takes its room at once, so the page below it does not move when the frame arrives.
 */
export function ProgressStripSpace() {
  const path = trimPath(useLocation().pathname);
  if (!showsProgressStrip(fastPath, path)) return null;
  return <ProgressStrip sections={progressStrip(fastPath, {}, path)} />;
}
