import { nextRoute, targetRoute } from '../../../../shared/flow/next-route';
import type { CompiledFlow, RouteParams } from '../../../../shared/flow/types';

/** Which submit button sent the form: Next (also Enter, Update, Cancel), or an extra `also` button of the node. */
export type SubmitIntent = { kind: 'next' } | { kind: 'also'; to: string };

export interface DestinationInput {
  flow: CompiledFlow;
  stepId: string;
  nodeId: string;
  formData: unknown;
  params: RouteParams;
  intent: SubmitIntent;
  /** Router state `returnTo` (the page was opened by a dashboard arrow). */
  returnTo?: string;
  /** A mapper's `afterSave().to`: a node id of the same step that replaces the flow's next. */
  savedTo?: string;
}

/**
 * Where a screen goes after Next (saved or not): an `also` button's node (params carried); else back to `returnTo`
 * (spec: "or to the borrower dashboard when the user arrived by an arrow click"); else the mapper's `to`; else the
 * flow's next.
 */
export function destination(input: DestinationInput): string {
  const { flow, stepId, nodeId, formData, params, intent, returnTo, savedTo } = input;
  if (intent.kind === 'also') return targetRoute(flow, stepId, intent.to, params);
  if (returnTo) return returnTo;
  if (savedTo) return targetRoute(flow, stepId, savedTo, params);
  return nextRoute(flow, stepId, nodeId, formData, params);
}
