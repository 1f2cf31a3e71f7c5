import { buildRoute } from './params';
import type { Flow, FlowStep, FlowRoute, RouteParams } from './types';

/** A path without its trailing slashes ("/" stays "/"): "/fast-path/" and "/fast-path" are one page. */
export function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** "/info" (also accepts "info"). */
export function stepPath(step: Pick<FlowStep, 'route'>): string {
  return '/' + step.route.replace(/^\/+|\/+$/g, '');
}

/** A node's full path; with `params`, its `:name` parameters filled in (without, the pattern itself). */
export function nodePath(step: Pick<FlowStep, 'route'>, nodeRoute: string, params?: RouteParams): string {
  const route = params ? buildRoute(nodeRoute, params) : nodeRoute.replace(/^\/+|\/+$/g, '');
  return `${stepPath(step)}/${route}`;
}

/**
 * Every route of the flow in order: each step's intro (a hidden step has none: its route redirects to its first
 * node), then its nodes (patterns, e.g. "/info/edit-work/:id").
 */
export function flowRoutes(flow: Pick<Flow, 'steps'>): FlowRoute[] {
  return flow.steps.flatMap((step) => [
    ...(step.hidden === true ? [] : [{ path: stepPath(step), kind: 'intro' as const, stepId: step.id }]),
    ...step.nodes.map((node) => ({
      path: nodePath(step, node.route),
      kind: node.list ? ('list' as const) : ('screen' as const),
      stepId: step.id,
      nodeId: node.id,
      ...(node.list ? { list: node.list } : { screen: node.screen }),
    })),
  ]);
}

