import { stepList } from './step-list';
import type { FastPath, SectionStatuses } from './types';

/**
 * The step list a borrower starts from First Things First (Continue To Make Changes, or Looks Good! with no cards):
 * the chosen cards' routes, then the declarations and demographics routes when the GMI flag is on, leaving out a
 * section already Done (the section opened next is the first not Done).
 */
export function startSteps(
  fastPath: FastPath,
  chosenCardIds: readonly string[],
  gmiAndDeclarationsFlag: boolean,
  statuses: SectionStatuses,
): string[] {
  const done = fastPath.sections
    .filter((s) => s.steps !== 'cards' && statuses[s.statusField] === 'Done')
    .flatMap((s) => s.routes.map((route) => `${fastPath.route}/${route}`));
  return stepList(fastPath, chosenCardIds, gmiAndDeclarationsFlag).filter((route) => !done.includes(route));
}
