import { hasParamsFor } from './params';
import { nodePath, stepPath, trimPath } from './routes';

interface NodeLike {
  id: string;
  route: string;
  next?: readonly { to: string }[];
}

interface StepLike {
  id: string;
  route: string;
  hidden?: boolean;
  nodes: readonly NodeLike[];
}

/** Shown steps have a number, an intro and a place in the step menu; hidden ones (the loan flow) have none. */
export function isShownStep(step: { hidden?: boolean }): boolean {
  return step.hidden !== true;
}

/** Where entering a step lands: a shown step's intro; a hidden step's first node (its intro route redirects there). */
export function stepEntryPath(step: StepLike): string {
  const first = step.nodes[0];
  if (step.hidden !== true || !first || !hasParamsFor(first.route, {})) return stepPath(step);
  return nodePath(step, first.route, {});
}

/** The hidden step whose route is `path` ("/loan"), if any. */
export function hiddenStepAt<S extends StepLike>(steps: readonly S[], path: string): S | undefined {
  return steps.find((s) => s.hidden === true && stepPath(s) === trimPath(path));
}

/**
 * Back from the first node of a hidden step (it has no intro): the node that leads into the step (a `next` naming
 * the step's id or route), else `end` (the dashboard).
 */
export function hiddenStepBack(flow: { steps: readonly StepLike[]; end: string }, step: StepLike): string {
  const leadsIn = (to: string) => to === step.id || to === stepPath(step);
  for (const other of flow.steps) {
    if (other.id === step.id) continue;
    const node = other.nodes.find((n) => n.next?.some((entry) => leadsIn(entry.to)) && hasParamsFor(n.route, {}));
    if (node) return nodePath(other, node.route, {});
  }
  return flow.end;
}
