import { describe, expect, test } from 'vitest';
import { conditions, fullFlow } from '../../../src/app/generated/flow';
import { compiledHolds, conditionKey } from '../../../src/shared/condition/holds';
import { flowRoutes, nextRoute as nextRouteWith } from '../../../src/shared/flow';
import { generateFlowFiles } from '../../../scripts/schema-compiler/generate-flow';
import { shownStep, testFlow } from './helpers/test-flow';
import type { Flow, RouteParams } from '../../../src/shared/flow/types';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

const holds = ajvHolds();
const nextRoute = (flow: Flow, stepId: string, nodeId: string | undefined, formData: unknown, params: RouteParams = {}) =>
  nextRouteWith(flow, stepId, nodeId, formData, params, holds);


const flow = testFlow(
  shownStep('info', 1, 'Your Info', [
    { id: 'personal', route: 'personal', screen: 'info/personal', next: [
      { to: 'contact', when: { required: ['jump'], properties: { jump: { const: true } } } },
      { to: '/special', when: { required: ['special'], properties: { special: { const: true } } } },
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
  test("an entry's params are JSON Logic over the document; an entry whose param has no value is passed over", () => {
    const withLender = testFlow(shownStep('homes', 3, 'Homes', [
      { id: 'home', route: 'home/:homeId', screen: 'homes/home', next: [
        { to: 'lender', params: { lenderId: { var: '$response.lenders.0.id' } } },
        { to: 'list' },
      ] },
      { id: 'lender', route: 'lender/:homeId/:lenderId', screen: 'homes/lender', next: [] },
      { id: 'list', route: 'list', list: 'homes/list', next: [] },
    ]));
    expect(nextRoute(withLender, 'homes', 'home', { $response: { lenders: [{ id: 41 }] } }, { homeId: '4' })).toBe('/homes/lender/4/41');
    expect(nextRoute(withLender, 'homes', 'home', { $response: { lenders: [] } }, { homeId: '4' })).toBe('/homes/list');
    expect(nextRoute(withLender, 'homes', 'home', {}, { homeId: '4' })).toBe('/homes/list');
  });
  test('from an intro goes to the first node', () => expect(nextRoute(flow, 'info', undefined, {})).toBe('/info/personal'));
  test('unknown step or node throws', () => {
    expect(() => nextRoute(flow, 'nope', undefined, {})).toThrow();
    expect(() => nextRoute(flow, 'info', 'nope', {})).toThrow();
  });
});

describe('compiled conditions', () => {
  test("the flow's next conditions are compiled beside it, found by their JSON", () => {
    const when = { properties: { creditTypeId: { const: 2 } }, required: ['creditTypeId'] };
    const files = generateFlowFiles(
      { id: 'f', end: '/e', steps: [{ id: 's', number: 1, title: 'S', route: '/s', intro: { title: 't', body: [], button: 'b' }, nodes: [
        { id: 'n', route: 'n', screen: 'info/personal', next: [{ when, to: '/x' }] },
      ] }] },
      [],
    );
    expect(files.get('flow.ts')).toContain("export { conditions } from './flow.conditions';");
    expect(files.get('flow.conditions.ts')).toContain(`${JSON.stringify(conditionKey(when))}: compiled.c0,`);
    expect(files.get('flow.conditions.ts')).not.toMatch(/require\(/);
    const holdsCompiled = compiledHolds(conditions);
    for (const next of fullFlow.steps.flatMap((step) => step.nodes.flatMap((node) => node.next))) {
      if (next.when !== undefined) expect(() => holdsCompiled(next.when!, {})).not.toThrow();
    }
  });
});
