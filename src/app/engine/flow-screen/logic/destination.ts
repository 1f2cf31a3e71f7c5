import { continueTarget, nextRoute, targetRoute } from '../../../../shared/flow/next-route';
import type { Flow, RouteParams } from '../../../../shared/flow/types';
import { holds } from '../../conditions';

/** Which submit button sent the form: Next (also Enter, Update, Cancel), or an extra `also` button of the node. */
export type SubmitIntent = { kind: 'next' } | { kind: 'also'; to: string };

export interface DestinationInput {
  flow: Flow;
  stepId: string;
  nodeId: string;
  /** What the flow's conditions read: the form data with the screen's record and the save's answer beside it. */
  document: unknown;
  params: RouteParams;
  intent: SubmitIntent;
  /** Router state `returnTo` (the page was opened by a dashboard arrow). */
  returnTo?: string;
}

/**
 * Where a screen goes after Next (saved or not): an `also` button's node (params carried), else the flow's next. Arrived by an arrow click (`returnTo`), a next outside the step goes back there instead
 * (spec: "or to the borrower dashboard when the user arrived by an arrow click"). The fast path's `$continue` is
 * handed back as is: the fast-path runtime knows the next step (and the arrow rule).
 */
export function destination(input: DestinationInput): string {
  const { flow, stepId, nodeId, document, params, intent, returnTo } = input;
  if (intent.kind === 'also') return targetRoute(flow, stepId, intent.to, params);
  const next = nextRoute(flow, stepId, nodeId, document, params, holds);
  if (next === continueTarget || !returnTo) return next;
  const step = flow.steps.find((s) => s.id === stepId);
  return step && next.startsWith(`${step.route}/`) ? next : returnTo;
}
