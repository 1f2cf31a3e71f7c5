import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSteps, checkTargets } from '../../scripts/schema-compiler/lint/flow-checks';
import { checkAgainstMetaSchema } from '../../scripts/schema-compiler/lint/meta-schema-findings';
import { repoRoot } from '../../scripts/lib/paths';
import type { Flow } from '../../src/shared/flow/types';

const meta = JSON.parse(readFileSync(join(repoRoot, 'flows/flow.schema.json'), 'utf8')) as object;
const intro = { title: 'T', body: [], button: 'Go' };
const screen = (id: string, extra: Record<string, unknown> = {}) => ({ id, route: id, screen: `s/${id}`, next: [], ...extra });

function flowOf(steps: unknown[]): Flow {
  return { id: 'f', end: '/borrower-dashboard', steps } as Flow;
}
const messages = (flow: Flow) => checkAgainstMetaSchema(flow, meta, 'flow.json').map((f) => `${f.pointer}: ${f.message.replace(/ \(#.*\)$/, '')}`);

describe('flow meta-schema: hidden steps and the new node fields', () => {
  it('accepts a hidden step without number and intro, Save For Later and also buttons', () => {
    const flow = flowOf([
      { id: 'a', number: 1, title: 'A', route: '/a', intro, nodes: [screen('one', { save: 'UpdateX', saveForLater: true, also: [{ label: 'Again', to: 'one' }] })] },
      { id: 'loan', hidden: true, title: 'Loan', route: '/loan', nodes: [screen('address')] },
    ]);
    expect(messages(flow)).toEqual([]);
  });

  it('a hidden step with a number or an intro, or without nodes, is reported', () => {
    expect(messages(flowOf([{ id: 'loan', hidden: true, number: 6, title: 'L', route: '/loan', intro, nodes: [screen('x')] }]))).toContain(
      '/steps/0: a hidden step has no number and no intro, and needs at least one node (its route leads to the first)',
    );
    expect(messages(flowOf([{ id: 'loan', hidden: true, title: 'L', route: '/loan', nodes: [] }]))).toContain(
      '/steps/0: a hidden step has no number and no intro, and needs at least one node (its route leads to the first)',
    );
  });

  it('a shown step without number or intro is reported', () => {
    expect(messages(flowOf([{ id: 'a', title: 'A', route: '/a', nodes: [] }]))).toContain(
      '/steps/0: a step needs number and intro unless it is hidden ("hidden": true)',
    );
  });

  it('saveForLater without save, also on a list node and a list node with save are reported', () => {
    const flow = flowOf([
      {
        id: 'a', number: 1, title: 'A', route: '/a', intro,
        nodes: [
          screen('one', { saveForLater: true }),
          { id: 'list', route: 'list', list: 's/list', save: 'UpdateX', also: [{ label: 'X', to: 'one' }], next: [] },
        ],
      },
    ]);
    expect(messages(flow)).toEqual(
      expect.arrayContaining([
        '/steps/0/nodes/0: saveForLater needs a screen node with save (it saves a draft)',
        '/steps/0/nodes/1: also buttons belong on a screen node',
        '/steps/0/nodes/1: a list node has no save (its records are saved by their add and edit screens)',
      ]),
    );
  });
});

describe('flow checks', () => {
  it('an also button must name a node of its step', () => {
    const flow = flowOf([{ id: 'a', number: 1, title: 'A', route: '/a', intro, nodes: [screen('one', { save: 'X', also: [{ label: 'Add Another', to: 'nope' }] })] }]);
    expect(checkTargets(flow, 'flow.json')).toEqual([
      { file: 'flow.json', pointer: '/steps/0/nodes/0/also/0/to', message: 'unknown node "nope" for the "Add Another" button (also targets a node of step "a")' },
    ]);
  });

  it('shown steps are numbered 1, 2, ... in order; hidden steps are skipped', () => {
    const flow = flowOf([
      { id: 'a', number: 1, title: 'A', route: '/a', intro, nodes: [] },
      { id: 'loan', hidden: true, title: 'L', route: '/loan', nodes: [screen('x')] },
      { id: 'b', number: 3, title: 'B', route: '/b', intro, nodes: [] },
    ]);
    expect(checkSteps(flow, 'flow.json')).toEqual([
      { file: 'flow.json', pointer: '/steps/2/number', message: 'step "b" should be number 2 (shown steps are numbered 1, 2, ... in order)' },
    ]);
  });

  it("a hidden step's first node cannot need route parameters", () => {
    const flow = flowOf([{ id: 'loan', hidden: true, title: 'L', route: '/loan', nodes: [{ id: 'e', route: 'edit/:id', screen: 's/e', next: [] }] }]);
    expect(checkSteps(flow, 'flow.json')[0]?.message).toBe(
      'the first node of hidden step "loan" cannot have route parameters (the step\'s route /loan leads to it)',
    );
  });

  it('a next entry without `to` is left to the meta-schema instead of crashing', () => {
    const flow = flowOf([{ id: 'a', number: 1, title: 'A', route: '/a', intro, nodes: [{ id: 'one', route: 'one', screen: 's/one', next: [{}] }] }]);
    expect(() => checkTargets(flow, 'flow.json')).not.toThrow();
  });
});

describe('route targets', () => {
  const flow = () => flowOf([
    { id: 'a', number: 1, title: 'A', route: '/a', intro, nodes: [screen('one'), screen('edit', { route: 'edit/:id' })] },
    { id: 'b', number: 2, title: 'B', route: '/b', intro, nodes: [screen('two')] },
  ]);
  const targets = (...to: string[]) => {
    const f = flow();
    f.steps[0]!.nodes[0]!.next = to.map((t) => ({ to: t }));
    return checkTargets(f, 'flow.json').map((x) => `${x.pointer}: ${x.message}`);
  };

  it("a route target is a step's route, a page without parameters or the flow's end", () =>
    expect(targets('/b', '/b/two', '/a/one', '/borrower-dashboard')).toEqual([]));

  it('reports a route that is no page of the flow', () =>
    expect(targets('/bb', '/a/edit/:id')).toEqual([
      '/steps/0/nodes/0/next/0/to: unknown route "/bb" (a route target is a step\'s route, a page of the flow without parameters, or the flow\'s end "/borrower-dashboard")',
      '/steps/0/nodes/0/next/1/to: unknown route "/a/edit/:id" (a route target is a step\'s route, a page of the flow without parameters, or the flow\'s end "/borrower-dashboard")',
    ]));
});
