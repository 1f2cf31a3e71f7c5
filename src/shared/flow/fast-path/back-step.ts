import { hasParamsFor, routeParamNames } from '../params';
import { nodePath } from '../routes';
import type { RouteParams } from '../types';
import type { FastPath } from './types';

interface NodeLike {
  id: string;
  route: string;
  list?: string;
  next?: readonly { to: string; when?: unknown }[];
}

export interface BackFacts {
  /** The step list chosen on First Things First (absolute routes). */
  steps: readonly string[];
  /** The step of the list last entered. */
  lastStep?: string | null;
  /** The dashboard, when the page was opened by its arrow. */
  returnTo?: string;
}

const always = (node: NodeLike) => node.next?.find((n) => n.when === undefined)?.to;

/**
 * Back from a fast-path page: a step of the list goes to the step before it (First Things First before the first);
 * another page to the page whose Next leads to it (the one with the most route parameters, e.g. an existing job's
 * page before its income), else to the list it returns to; else back where the borrower came from (the dashboard
 * after an arrow click, the step last entered, First Things First).
 */
export function backStep(
  fastPath: FastPath,
  step: { route: string; nodes: readonly NodeLike[] },
  index: number,
  params: RouteParams,
  facts: BackFacts,
): string {
  const node = step.nodes[index];
  if (!node) return fastPath.route;
  const at = facts.steps.indexOf(nodePath(step, node.route, params));
  if (at >= 0) return facts.steps[at - 1] ?? fastPath.route;
  const reachable = (n: NodeLike) => n.id !== node.id && hasParamsFor(n.route, params);
  const before = step.nodes
    .filter((n) => always(n) === node.id && reachable(n))
    .sort((a, b) => routeParamNames(b.route).length - routeParamNames(a.route).length)[0];
  if (before) return nodePath(step, before.route, params);
  const list = node.next?.map((n) => step.nodes.find((m) => m.id === n.to)).find((m) => m?.list && reachable(m));
  if (list) return nodePath(step, list.route, params);
  return facts.returnTo ?? facts.lastStep ?? fastPath.route;
}
