import { describe, expect, it } from 'vitest';
import { insertAfter } from '../../scripts/schema-compiler/flow-edit';
import type { Flow } from '../../src/shared/flow/types';

const flow = {
  id: 'f', end: '/done',
  steps: [{ id: 'info', route: 'info', nodes: [
    { id: 'contact', route: 'contact', screen: 'info/contact', next: [{ to: 'list' }] },
    { id: 'list', route: 'list', list: 'info/list', next: [{ to: '/done' }] },
  ] }],
} as unknown as Flow;

describe('insertAfter', () => {
  it('puts the node after the named one: it leads where that one led, which now leads to it', () => {
    const next = insertAfter(flow, 'info', 'contact', { id: 'colour', route: 'colour', screen: 'extra/colour', save: 'SaveScreenAnswers' });
    expect(next.steps[0]!.nodes.map((n) => [n.id, n.next])).toEqual([
      ['contact', [{ to: 'colour' }]], ['colour', [{ to: 'list' }]], ['list', [{ to: '/done' }]],
    ]);
    expect(flow.steps[0]!.nodes).toHaveLength(2);
  });

  it('says which step, node or id is wrong', () => {
    expect(() => insertAfter(flow, 'loan', 'contact', { id: 'x', route: 'x' })).toThrow('no step "loan" in the flow (steps: info)');
    expect(() => insertAfter(flow, 'info', 'nope', { id: 'x', route: 'x' })).toThrow('no node "nope" in step "info" (nodes: contact, list)');
    expect(() => insertAfter(flow, 'info', 'contact', { id: 'list', route: 'x' })).toThrow('step "info" already has a node "list"');
  });
});
