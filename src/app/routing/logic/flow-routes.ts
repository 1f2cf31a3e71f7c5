import { nodePath as sharedNodePath, stepPath } from '../../../shared/flow/routes';

/**
 * The shape of the compiled flow that the shell reads (a structural subset of
 * src/shared/flow types, so the shell does not depend on the compiled predicates).
 */
export interface FlowNodeLike {
  id: string;
  route: string;
  screen: string;
  save?: string;
}

export interface FlowStepLike {
  id: string;
  number: number;
  title: string;
  route: string;
  intro: { title: string; body: readonly string[]; button: string };
  nodes: readonly FlowNodeLike[];
}

export interface FlowLike {
  steps: readonly FlowStepLike[];
}

export { stepPath };

export function nodePath(step: Pick<FlowStepLike, 'route'>, node: Pick<FlowNodeLike, 'route'>): string {
  return sharedNodePath(step, node.route);
}

function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findStepByPath<S extends FlowStepLike>(flow: { steps: readonly S[] }, pathname: string): S | undefined {
  return flow.steps.find((step) => stepPath(step) === trimPath(pathname));
}

export interface ResolvedNode<S extends FlowStepLike> {
  step: S;
  node: S['nodes'][number];
  index: number;
}

export function findNodeByPath<S extends FlowStepLike>(
  flow: { steps: readonly S[] },
  pathname: string,
): ResolvedNode<S> | undefined {
  const path = trimPath(pathname);
  for (const step of flow.steps) {
    const index = step.nodes.findIndex((node) => nodePath(step, node) === path);
    if (index >= 0) return { step, node: step.nodes[index] as S['nodes'][number], index };
  }
  return undefined;
}

/** Back from a node: the previous node of the step, or the step's intro. */
export function backPath(step: FlowStepLike, index: number): string {
  const previous = index > 0 ? step.nodes[index - 1] : undefined;
  return previous ? nodePath(step, previous) : stepPath(step);
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

export function stepMenu(flow: FlowLike, pathname: string): StepMenuItem[] {
  const path = trimPath(pathname);
  return flow.steps.map((step) => {
    const to = stepPath(step);
    return { id: step.id, number: step.number, title: step.title, to, current: path === to || path.startsWith(`${to}/`) };
  });
}
