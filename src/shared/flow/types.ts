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
  /** Last route segment, e.g. "personal" (full route: `${step.route}/${node.route}`). */
  route: string;
  /** Screen id, e.g. "info/personal". */
  screen: string;
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
  path: string;
  kind: 'intro' | 'screen';
  stepId: string;
  nodeId?: string;
  screen?: string;
}
