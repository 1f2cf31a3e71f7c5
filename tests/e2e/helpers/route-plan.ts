// The routes to render: every page of the flow files, once with and once without each optional parameter, each with
// the sources its parameters come from.
import { buildRoute, routeParamNames } from '../../../src/shared/flow/params';
import type { Flow, RouteParams } from '../../../src/shared/flow/types';
import type { FlowPage } from './flow-pages';
import { withAndWithoutOptional } from './optional-params';
import { paramSources, type FlowData, type ParamSource } from './param-sources';

export interface PlannedRoute {
  /** The page's pattern as the flow files write it, and which optional parameters this route has or lacks. */
  name: string;
  /** Every parameter required, e.g. "/fast-path/manage-employment/:id/income". */
  pattern: string;
  params: string[];
  sources: ParamSource[];
  /** A list page: what it shows, and which Edit links it computes, depends on each borrower's records. */
  showsList: boolean;
}

export function planRoutes(pages: readonly FlowPage[], flow: Pick<Flow, 'steps'>, data: FlowData): PlannedRoute[] {
  return pages.flatMap((page) => {
    const step = page.node && flow.steps.find((s) => s.id === page.node?.stepId);
    const node = step?.nodes.find((n) => n.id === page.node?.nodeId);
    return withAndWithoutOptional(page.pattern).map((variant) => {
      const params = routeParamNames(variant.pattern);
      return {
        name: variant.optional ? `${page.pattern} (${variant.optional})` : page.pattern,
        pattern: variant.pattern,
        params,
        sources: step && node ? paramSources(step, node, params, data) : [],
        showsList: page.node?.list !== undefined,
      };
    });
  });
}

/** The route's address with `params` filled in. */
export const pathOf = (route: PlannedRoute, params: RouteParams = {}) => `/${buildRoute(route.pattern, params)}`;
