import type { FastPath, FastPathSection, SectionStatuses } from './types';

/** The section to open next: the first, in the data's order, whose review status is not Done (none when all are). */
export function nextSection(fastPath: FastPath, statuses: SectionStatuses): FastPathSection | undefined {
  return fastPath.sections.find((section) => statuses[section.statusField] !== 'Done');
}
