import { hasParamsFor, routeParamNames } from '../../../../shared/flow/params';
import { nodePath } from '../../../../shared/flow/routes';
import type { RouteParams } from '../../../../shared/flow/types';

interface NodeLike {
  id: string;
  route: string;
  screen?: string;
}

export interface AfterSavePaths {
  /** The URL that replaces the current history entry (the record's own edit route), if it changes. */
  replace?: string;
  /** The parameters to go next with: the route's, overridden by those the save answered. */
  params: RouteParams;
}

/**
 * After a save whose answer gave new `params` (e.g. the new employmentId as `id`): the node's own route filled
 * with them, or, for an add node without those parameters, the route of the step's node that edits the same screen
 * with them (preferring one under the node's route, e.g. manage-employment -> manage-employment/:id).
 */
export function afterSavePaths(
  step: { route: string; nodes: readonly NodeLike[] },
  node: NodeLike,
  current: RouteParams,
  saved: RouteParams | undefined,
): AfterSavePaths {
  if (!saved || Object.keys(saved).length === 0) return { params: current };
  const params = { ...current, ...saved };
  const withParams = (n: NodeLike) => routeParamNames(n.route).length > 0 && hasParamsFor(n.route, params);
  let target: NodeLike | undefined;
  if (withParams(node)) target = node;
  else {
    const twins = step.nodes.filter((n) => n.id !== node.id && n.screen !== undefined && n.screen === node.screen && withParams(n));
    target = twins.find((n) => n.route.startsWith(`${node.route}/`)) ?? twins[0];
  }
  if (!target) return { params };
  const replace = nodePath(step, target.route, params);
  const before = target === node && hasParamsFor(node.route, current) ? nodePath(step, node.route, current) : undefined;
  return replace === before ? { params } : { replace, params };
}
