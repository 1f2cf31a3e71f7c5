/** Flow graph types (browser-safe). Source: flows/full-flow.json; compiled: src/app/generated/flow.ts. */

export interface FlowIntro {
  title: string;
  body: string[];
  button: string;
}

/** `to`: a node id of the same step, a step id (its intro), or an absolute route ("/borrower-dashboard"). */
export interface FlowNext {
  when?: Record<string, unknown>;
  to: string;
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
  /** API operation that saves the screen, e.g. "UpdateBorrowerData". */
  save?: string;
  next: FlowNext[];
}

export interface FlowStep {
  id: string;
  number: number;
  title: string;
  /** Absolute route of the step intro, e.g. "/info". */
  route: string;
  intro: FlowIntro;
  nodes: FlowNode[];
}

export interface Flow {
  id: string;
  steps: FlowStep[];
  /** Where the flow goes after the last step, e.g. "/borrower-dashboard". */
  end: string;
}

export type FormDataPredicate = (formData: unknown) => boolean;

export interface CompiledNext {
  to: string;
  /** Absent: always taken. */
  when?: FormDataPredicate;
}

export interface CompiledNode extends Omit<FlowNode, 'next'> {
  next: CompiledNext[];
}

export interface CompiledStep extends Omit<FlowStep, 'nodes'> {
  nodes: CompiledNode[];
}

export interface CompiledFlow extends Omit<Flow, 'steps'> {
  steps: CompiledStep[];
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
