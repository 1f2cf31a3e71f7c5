import type { Flow, FlowNode, FlowStep } from '../../../../src/shared/flow';

/** A compiled flow of the given steps that ends at the dashboard. */
export function testFlow(...steps: FlowStep[]): Flow {
  return { id: 'test', end: '/borrower-dashboard', steps };
}

/** A shown step numbered `number` at `/<id>`, with a placeholder intro. */
export function shownStep(id: string, number: number, title: string, nodes: FlowNode[]): FlowStep {
  return { id, number, title, route: `/${id}`, intro: { title: 't', body: [], button: 'b' }, nodes };
}
