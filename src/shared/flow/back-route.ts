import { hasParamsFor } from './params';
import { nodePath, stepPath } from './routes';
import type { RouteParams } from './types';

interface NodeLike {
  id: string;
  route: string;
  next?: readonly { to: string; when?: unknown }[];
}

/**
 * The step's main path: from its first node, each node's first unconditional `next` to a node of the step (or,
 * when it has none, the following node in order). Add and edit nodes (reached from list screens) are off it.
 */
export function mainPath(nodes: readonly NodeLike[]): string[] {
  const ids = new Set(nodes.map((n) => n.id));
  const path: string[] = [];
  let index = nodes.length > 0 ? 0 : -1;
  while (index >= 0) {
    const node = nodes[index] as NodeLike;
    if (path.includes(node.id)) break;
    path.push(node.id);
    const always = node.next?.find((n) => n.when === undefined);
    if (always) index = ids.has(always.to) ? nodes.findIndex((n) => n.id === always.to) : -1;
    else index = index + 1 < nodes.length ? index + 1 : -1;
  }
  return path;
}

/**
 * Back from node `index` of a step: on the main path, the node before it (or the step intro); off it (an add or
 * edit node), the first main-path node its `next` entries lead to (usually its list); else the step intro.
 * `introPath` replaces the step intro (a hidden step has none: see `hiddenStepBack`).
 */
export function backRoute(
  step: { route: string; nodes: readonly NodeLike[] },
  index: number,
  params: RouteParams = {},
  introPath: string = stepPath(step),
): string {
  const node = step.nodes[index];
  if (!node) return introPath;
  const main = mainPath(step.nodes);
  const byId = (id: string | undefined) => step.nodes.find((n) => n.id === id);
  const at = main.indexOf(node.id);
  const target = at >= 0 ? byId(main[at - 1]) : byId(node.next?.map((n) => n.to).find((to) => main.includes(to)));
  if (!target || !hasParamsFor(target.route, params)) return introPath;
  return nodePath(step, target.route, params);
}
