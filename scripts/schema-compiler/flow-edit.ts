import type { Flow, FlowNode } from '../../src/shared/flow/types';

/**
 * The flow with `node` placed after node `after` of step `stepId`: the new node takes over where `after` led, and
 * `after` now leads to it.
 */
export function insertAfter(flow: Flow, stepId: string, after: string, node: Omit<FlowNode, 'next'> & { next?: FlowNode['next'] }): Flow {
  const copy = structuredClone(flow);
  const step = copy.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`no step "${stepId}" in the flow (steps: ${copy.steps.map((s) => s.id).join(', ')})`);
  const at = step.nodes.findIndex((n) => n.id === after);
  const previous = step.nodes[at];
  if (!previous) throw new Error(`no node "${after}" in step "${stepId}" (nodes: ${step.nodes.map((n) => n.id).join(', ')})`);
  if (step.nodes.some((n) => n.id === node.id)) throw new Error(`step "${stepId}" already has a node "${node.id}"`);
  step.nodes.splice(at + 1, 0, { ...node, next: node.next ?? previous.next });
  previous.next = [{ to: node.id }];
  return copy;
}
