import { trimPath } from '../routes';
import { sectionOfRoute } from './section-of-route';
import type { FastPath, SectionStatuses } from './types';

export interface ProgressSection {
  title: string;
  done: boolean;
  /** The section of the current path (shown bold). */
  current: boolean;
}

/** The progress strip's sections, in order: Done shows a check; the current path's section is bold. */
export function progressStrip(fastPath: FastPath, statuses: SectionStatuses, pathname: string): ProgressSection[] {
  const current = sectionOfRoute(fastPath, pathname);
  return fastPath.sections.map((section) => ({
    title: section.title,
    done: statuses[section.statusField] === 'Done',
    current: section === current,
  }));
}

/** Every fast-path page shows the strip except the dashboard and review-next-borrower. */
export function showsProgressStrip(fastPath: FastPath, pathname: string): boolean {
  const path = trimPath(pathname);
  if (path === fastPath.dashboard || path === `${fastPath.route}/${fastPath.reviewNextBorrower}`) return false;
  return path === fastPath.route || path.startsWith(`${fastPath.route}/`);
}
