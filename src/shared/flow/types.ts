/** Flow graph types (browser-safe). Source: flows/full-flow.json; generated: src/app/generated/flow.ts. */
import type { Condition } from '../condition/holds';

export interface FlowIntro {
  title: string;
  body: string[];
  button: string;
}

/** `to`: a node id of the same step, a step id (its intro), or an absolute route ("/borrower-dashboard"). */
export interface FlowNext {
  /**
   * A condition over the node's form data, with `$ctx`, `$params`, `$read` (the record as the screen read it),
   * `$profile` and, after a save, `$response` (the call's answer) beside it; absent: always taken.
   */
  when?: Condition;
  to: string;
  /**
   * Route parameters of the target, each a JSON Logic value over the same document (the first lender of the saved
   * property). An entry whose parameter has no value is passed over.
   */
  params?: Record<string, unknown>;
}

export interface FlowNode {
  id: string;
  /**
   * Route under the step, e.g. "personal" (full route: `${step.route}/${node.route}`); may hold `:name` parameters,
   * e.g. "manage-employment/:id/income".
   */
  route: string;
  /** Screen id, e.g. "info/personal" (a node has either `screen` or `list`). */
  screen?: string;
  /** List id, e.g. "info/address-list": `schemas/info/address-list.list.json`. */
  list?: string;
  /**
   * API operation that saves the screen, e.g. "UpdateBorrowerData". A screen node without it is display-only: its
   * primary button is Next and only navigates.
   */
  save?: string;
  /**
   * The secondary button reads "Save For Later" once the form changed (else "Back"): it saves a draft
   * (`toPayload(..., { complete: false })`) and goes to the flow's `end`. Needs `save`.
   */
  saveForLater?: boolean;
  /** Answers a new record starts with on this node (not applied when the screen edits a record on file). */
  defaults?: Record<string, unknown>;
  /** Extra submit buttons: validate, save like Next, then go to node `to` of the same step with the params carried. */
  also?: FlowAlso[];
  next: FlowNext[];
}

/** An extra submit button of a screen node, e.g. `{ "label": "Add Another Lender", "to": "add-lender" }`. */
export interface FlowAlso {
  label: string;
  /** A node id of the same step. */
  to: string;
}

/**
 * A step of the flow. A `hidden` step (e.g. the loan flow after Step 5) has no `number` and no `intro`, is not in the
 * step menu or the step count, and its route leads straight to its first node.
 */
export interface FlowStep {
  id: string;
  /** Shown steps: 1, 2, ... (absent on a hidden step). */
  number?: number;
  title: string;
  /** Absolute route of the step intro, e.g. "/info". */
  route: string;
  /** Shown steps only. */
  intro?: FlowIntro;
  hidden?: boolean;
  nodes: FlowNode[];
}

export interface Flow {
  id: string;
  steps: FlowStep[];
  /** Where the flow goes after the last step, e.g. "/borrower-dashboard". */
  end: string;
}

/** Screens outside the five steps (flows/journey.json). */
export interface JourneyScreen {
  screen: string;
  route: string;
}

export interface FlowRoute {
  /** May hold `:name` parameters. */
  path: string;
  kind: 'intro' | 'screen' | 'list';
  stepId: string;
  nodeId?: string;
  screen?: string;
  list?: string;
}

/** Route parameters by name, e.g. `{ id: '123' }` for "edit-work/:id". */
export type RouteParams = Record<string, string>;
