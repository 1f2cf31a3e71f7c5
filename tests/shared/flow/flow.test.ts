import { describe, expect, test } from 'vitest';
import { fullFlow } from '../../../src/app/generated/flow';
import { predicates } from '../../../src/app/generated/flow.predicates';
import { flowRoutes, nextRoute } from '../../../src/shared/flow';
import { generateFlowFiles } from '../../../scripts/lib/generate-flow';
import { shownStep, testFlow } from './helpers/test-flow';

const flow = testFlow(
  shownStep('info', 1, 'Your Info', [
    { id: 'personal', route: 'personal', screen: 'info/personal', next: [
      { to: 'contact', when: (d) => (d as { jump?: boolean }).jump === true },
      { to: '/special', when: (d) => (d as { special?: boolean }).special === true },
    ] },
    { id: 'address', route: 'primary-address', screen: 'info/address', next: [] },
    { id: 'contact', route: 'contact', screen: 'info/contact', next: [{ to: 'finances' }] },
  ]),
  shownStep('finances', 2, 'Your Finances', []),
);

describe('flowRoutes', () => {
  test('intro then screens, per step', () => {
    expect(flowRoutes(flow).map((r) => [r.path, r.kind, r.stepId, r.nodeId, r.screen])).toEqual([
      ['/info', 'intro', 'info', undefined, undefined],
      ['/info/personal', 'screen', 'info', 'personal', 'info/personal'],
      ['/info/primary-address', 'screen', 'info', 'address', 'info/address'],
      ['/info/contact', 'screen', 'info', 'contact', 'info/contact'],
      ['/finances', 'intro', 'finances', undefined, undefined],
    ]);
  });
  test('the generated full flow: an intro route for each shown step, a screen route for each node', () => {
    const routes = flowRoutes(fullFlow);
    expect(routes.filter((r) => r.kind === 'intro').map((r) => r.stepId)).toEqual(
      fullFlow.steps.filter((s) => !s.hidden).map((s) => s.id),
    );
    expect(routes.filter((r) => r.kind !== 'intro')).toHaveLength(fullFlow.steps.reduce((n, s) => n + s.nodes.length, 0));
  });
});

describe('nextRoute', () => {
  test('first matching predicate wins, in order', () => {
    expect(nextRoute(flow, 'info', 'personal', { jump: true, special: true })).toBe('/info/contact');
    expect(nextRoute(flow, 'info', 'personal', { special: true })).toBe('/special');
  });
  test('falls back to the next node, then the next step intro, then flow.end', () => {
    expect(nextRoute(flow, 'info', 'personal', {})).toBe('/info/primary-address');
    expect(nextRoute(flow, 'info', 'address', {})).toBe('/info/contact');
    expect(nextRoute(flow, 'info', 'contact', {})).toBe('/finances');
    expect(nextRoute(flow, 'finances', undefined, {})).toBe('/borrower-dashboard');
  });
  test('from an intro goes to the first node', () => expect(nextRoute(flow, 'info', undefined, {})).toBe('/info/personal'));
  test('unknown step or node throws', () => {
    expect(() => nextRoute(flow, 'nope', undefined, {})).toThrow();
    expect(() => nextRoute(flow, 'info', 'nope', {})).toThrow();
  });
});

describe('compiled predicates', () => {
  test('when-conditions become named standalone predicates', () => {
    const files = generateFlowFiles(
      { id: 'f', end: '/e', steps: [{ id: 's', number: 1, title: 'S', route: '/s', intro: { title: 't', body: [], button: 'b' }, nodes: [
        { id: 'n', route: 'n', screen: 'info/personal', next: [{ when: { properties: { creditTypeId: { const: 2 } }, required: ['creditTypeId'] }, to: '/x' }] },
      ] }] },
      [],
    );
    expect(files.get('flow.ts')).toContain('is("s__n__0")');
    expect(files.get('flow.predicates.ts')).toContain('"s__n__0": ');
    expect(files.get('flow.predicates.ts')).not.toMatch(/require\(/);
    expect(typeof predicates).toBe('object');
  });
});
