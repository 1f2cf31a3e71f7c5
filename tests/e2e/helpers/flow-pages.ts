// Every page the flow files define, as route patterns: the compiled flow's routes (each step's intro, every node of
// every step, hidden steps too), the journey screens, and the fast path's own pages (flows/fast-path.json).
import type { FastPath } from '../../../src/shared/flow/fast-path/types';
import { flowRoutes, trimPath } from '../../../src/shared/flow/routes';
import type { Flow, JourneyScreen } from '../../../src/shared/flow/types';

export interface FlowPage {
  /** A route pattern, e.g. "/info/edit-work/:id" or "/fast-path/add-lender/:realEstateOwnedId?". */
  pattern: string;
  /** The flow node the page shows, when it is one, and its list when it shows one. */
  node?: { stepId: string; nodeId: string; list?: string };
}

/** The pages flows/fast-path.json names: First Things First, Review Next Borrower, the dashboard, cards and sections. */
function fastPathPatterns(fastPath: FastPath): string[] {
  const under = (route: string) => `${fastPath.route}/${route}`;
  return [
    fastPath.route,
    under(fastPath.reviewNextBorrower),
    fastPath.dashboard,
    ...fastPath.defaultRoutes,
    ...fastPath.cards.map((card) => under(card.route)),
    ...fastPath.sections.flatMap((section) => section.routes.map(under)),
  ];
}

/** Each page once, in the order the flow files list them (a fast-path route that is a node keeps its node). */
export function flowPages(flow: Pick<Flow, 'steps'>, journey: readonly JourneyScreen[], fastPath: FastPath): FlowPage[] {
  const pages: FlowPage[] = [
    ...flowRoutes(flow).map((route) => ({
      pattern: route.path,
      ...(route.nodeId ? { node: { stepId: route.stepId, nodeId: route.nodeId, ...(route.list ? { list: route.list } : {}) } } : {}),
    })),
    ...journey.map((screen) => ({ pattern: screen.route })),
    ...fastPathPatterns(fastPath).map((pattern) => ({ pattern })),
  ];
  const seen = new Set<string>();
  return pages.filter((page) => {
    const key = trimPath(page.pattern);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
