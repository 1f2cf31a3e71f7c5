import { fastPath, type FastPathSection, type SectionStatuses } from '../../../../shared/flow/fast-path';

/** One review section under a borrower on the dashboard. */
export interface ReviewSectionView {
  title: string;
  /** Its status's message (borrower-dashboard part): To Do, In Progress or Done. */
  statusId: ReviewStatusId;
  done: boolean;
  /** Where the section's arrow leads. */
  route: string;
}

/**
 * The entry of a review section: First Things First (the fast path's own route) for the cards section (Prior Loan
 * Info), else the section's first route (/fast-path/declarations, /fast-path/demographics).
 */
export function sectionEntryRoute(section: Pick<FastPathSection, 'steps' | 'routes'>): string {
  const first = section.routes[0];
  return section.steps === 'cards' || first === undefined ? fastPath.route : `${fastPath.route}/${first}`;
}

type ReviewStatusId = 'reviewStatusToDo' | 'reviewStatusInProgress' | 'reviewStatusDone';

/** A section's review status: To Do, In Progress, Done; a missing or unknown status reads To Do (nothing started). */
export function reviewStatusId(status: string | null | undefined): ReviewStatusId {
  if (status === 'Done') return 'reviewStatusDone';
  if (status === 'In Progress') return 'reviewStatusInProgress';
  return 'reviewStatusToDo';
}

/**
 * A borrower's review sections in the fast path's order: Prior Loan Info always; Declarations and Demographics
 * (the sections whose routes are steps only with the GMI flag) only when the GMI and declarations flag is on.
 */
export function reviewSections(statuses: SectionStatuses, gmiAndDeclarationsFlag: boolean): ReviewSectionView[] {
  return fastPath.sections
    .filter((section) => section.steps === 'cards' || gmiAndDeclarationsFlag)
    .map((section) => ({
      title: section.title,
      statusId: reviewStatusId(statuses[section.statusField]),
      done: statuses[section.statusField] === 'Done',
      route: sectionEntryRoute(section),
    }));
}
