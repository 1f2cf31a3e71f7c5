import { trimPath } from '../routes';
import type { FastPath } from './types';

/**
 * The step after `route` in the step list, or 'done' after the last one. From the First Things First page the first
 * step (or 'done' when none was chosen); from a route outside the list, the dashboard (a default route).
 */
export function nextStep(fastPath: FastPath, steps: readonly string[], route: string): string | 'done' {
  const current = trimPath(route);
  if (current === fastPath.route) return steps[0] ?? 'done';
  const at = steps.indexOf(current);
  if (at < 0) return fastPath.dashboard;
  return steps[at + 1] ?? 'done';
}
