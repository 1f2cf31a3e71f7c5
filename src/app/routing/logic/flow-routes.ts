import { backRoute } from '../../../shared/flow/back-route';
import { matchRoute, staticSegmentCount } from '../../../shared/flow/params';
import { stepPath, trimPath } from '../../../shared/flow/routes';
import { hiddenStepBack, isShownStep } from '../../../shared/flow/steps';
import type { FlowAlso, FlowNode, FlowStep, RouteParams } from '../../../shared/flow/types';

/**
 * The shape of the compiled flow that the shell reads: the flow types read-only, with a `when` of any kind (so the
 * shell does not depend on the compiled predicates).
 */
export interface FlowNodeLike extends Pick<FlowNode, 'id' | 'route' | 'screen' | 'list' | 'save' | 'saveForLater'> {
  also?: readonly FlowAlso[];
  next?: readonly { to: string; when?: unknown }[];
}

export interface FlowStepLike extends Pick<FlowStep, 'id' | 'number' | 'title' | 'route' | 'hidden'> {
  intro?: { title: string; body: readonly string[]; button: string };
  nodes: readonly FlowNodeLike[];
}

export interface FlowLike {
  steps: readonly FlowStepLike[];
  /** Where the flow ends (the dashboard); back from a hidden step's first node when nothing leads into it. */
  end?: string;
}

export { stepPath };


export function findStepByPath<S extends FlowStepLike>(flow: { steps: readonly S[] }, pathname: string): S | undefined {
  return flow.steps.find((step) => stepPath(step) === trimPath(pathname));
}

export interface ResolvedNode<S extends FlowStepLike> {
  step: S;
  node: S['nodes'][number];
  index: number;
  /** The route's `:name` parameters, e.g. `{ id: '123' }` for /info/edit-work/123. */
  params: RouteParams;
}

export function findNodeByPath<S extends FlowStepLike>(
  flow: { steps: readonly S[] },
  pathname: string,
): ResolvedNode<S> | undefined {
  const path = trimPath(pathname);
  for (const step of flow.steps) {
    const prefix = `${stepPath(step)}/`;
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    let found: ResolvedNode<S> | undefined;
    for (const [index, node] of step.nodes.entries()) {
      const params = matchRoute(node.route, rest);
      // manage-employment/income is the income node's (an optional id left out), not edit-work's with id "income".
      if (params && (!found || staticSegmentCount(node.route) > staticSegmentCount(found.node.route))) {
        found = { step, node: node as S['nodes'][number], index, params };
      }
    }
    if (found) return found;
  }
  return undefined;
}

/**
 * Back from a node: on the step's main path the node before it (or the step intro); from an add or edit node, the
 * list its `next` leads to. Without `next` data, the previous node in order. A hidden step has no intro: back from
 * its first node is the node that leads into it (given the flow), else the flow's end.
 */
export function backPath(step: FlowStepLike, index: number, params: RouteParams = {}, flow?: FlowLike): string {
  if (step.hidden !== true) return backRoute(step, index, params);
  const end = flow?.end ?? '/';
  return backRoute(step, index, params, flow ? hiddenStepBack({ steps: flow.steps, end }, step) : end);
}

/**
 * The onboarding has 6 steps (portal-journey section 9); the intro shows "Step N" of them. Reading:
 * the five full-flow steps are steps 1-5 (their intro screens), step 6 is the return to the borrower
 * dashboard where the application is reviewed and submitted (the flow ends there).
 */
export const onboardingStepCount = 6;

export interface StepMenuItem {
  id: string;
  number: number;
  title: string;
  to: string;
  current: boolean;
}

/** The shown steps (hidden ones, like the loan flow, are not in the menu), the current one marked. */
export function stepMenu(flow: FlowLike, pathname: string): StepMenuItem[] {
  const path = trimPath(pathname);
  return flow.steps.filter(isShownStep).map((step, i) => {
    const to = stepPath(step);
    return { id: step.id, number: step.number ?? i + 1, title: step.title, to, current: path === to || path.startsWith(`${to}/`) };
  });
}
