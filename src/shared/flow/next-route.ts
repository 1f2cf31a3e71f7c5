import { hiddenStepAt, stepEntryPath } from './steps';
import { nodePath } from './routes';
import type { Holds } from '../condition/holds';
import { evaluateLogic } from '../binding/logic';
import type { Flow, FlowNext, FlowStep, RouteParams } from './types';

/**
 * The route of a flow target `to` seen from step `stepId`: a node id of that step (its route filled from `params`),
 * a step id (its intro; a hidden step's first node), or an absolute route (a hidden step's route goes to its first
 * node). Used for `next` and `also` buttons.
 */
export function targetRoute(flow: Pick<Flow, 'steps'>, stepId: string, to: string, params: RouteParams = {}): string {
  const step = flow.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`unknown flow step "${stepId}"`);
  return resolveTarget(flow, step, to, params);
}

/**
 * The fast path's "continue" target: the next route of the fast path's step list, which only the browser session
 * knows (the chosen cards). Route resolution hands it back unchanged; the fast-path runtime resolves it.
 */
export const continueTarget = '$continue';

function resolveTarget(flow: Pick<Flow, 'steps'>, step: FlowStep, to: string, params: RouteParams): string {
  if (to === continueTarget) return to;
  if (to.startsWith('/')) {
    const hidden = hiddenStepAt(flow.steps, to);
    return hidden ? stepEntryPath(hidden) : to;
  }
  const node = step.nodes.find((n) => n.id === to);
  if (node) return nodePath(step, node.route, params);
  const target = flow.steps.find((s) => s.id === to);
  if (target) return stepEntryPath(target);
  throw new Error(`flow target "${to}" is neither a node of step "${step.id}", a step, nor an absolute route`);
}

/** An entry's route parameters worked out over the document (as text), or null when one has no value. */
function nextParams(next: FlowNext, document: unknown): RouteParams | null {
  const found: RouteParams = {};
  for (const [name, logic] of Object.entries(next.params ?? {})) {
    const value = evaluateLogic(logic, (document ?? {}) as Record<string, unknown>);
    if (typeof value !== 'number' && (typeof value !== 'string' || value === '')) return null;
    found[name] = String(value);
  }
  return found;
}

/**
 * The route after submitting node `nodeId` of step `stepId`: the first `next` entry whose condition holds for
 * `document` (the form data, with what the screen read and the save answered beside it; src/app/engine/binding) and
 * whose parameters all have a value; otherwise the step's following node, then the next step's intro, then `flow.end`.
 * From a step intro (nodeId undefined) it is the step's first node. `params` (the current route's, or those a save
 * answered) fill the target's `:name` parameters; a target needing one that is not there throws.
 */
export function nextRoute(
  flow: Flow,
  stepId: string,
  nodeId: string | undefined,
  document: unknown,
  params: RouteParams,
  holds: Holds,
): string {
  const stepIndex = flow.steps.findIndex((s) => s.id === stepId);
  const step = flow.steps[stepIndex];
  if (!step) throw new Error(`unknown flow step "${stepId}"`);
  const nodeIndex = nodeId === undefined ? -1 : step.nodes.findIndex((n) => n.id === nodeId);
  const node = step.nodes[nodeIndex];
  if (nodeId !== undefined && !node) throw new Error(`unknown node "${nodeId}" in step "${stepId}"`);
  for (const next of node?.next ?? []) {
    if (next.when !== undefined && !holds(next.when, document)) continue;
    const found = nextParams(next, document);
    if (found) return resolveTarget(flow, step, next.to, { ...params, ...found });
  }
  const following = step.nodes[nodeIndex + 1];
  if (following) return nodePath(step, following.route, params);
  const nextStep = flow.steps[stepIndex + 1];
  return nextStep ? stepEntryPath(nextStep) : flow.end;
}
