import { describe, expect, test } from 'vitest';
import { fullFlow } from '../../../src/app/generated/flow';
import { backRoute, flowRoutes, hiddenStepBack, isShownStep, nextRoute as nextRouteWith, readReturnTo, stepEntryPath, targetRoute } from '../../../src/shared/flow';
import { shownStep, testFlow } from './helpers/test-flow';
import type { Flow, RouteParams } from '../../../src/shared/flow/types';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

const holds = ajvHolds();
const nextRoute = (flow: Flow, stepId: string, nodeId: string | undefined, formData: unknown, params: RouteParams = {}) =>
  nextRouteWith(flow, stepId, nodeId, formData, params, holds);


const flow = testFlow(
  shownStep('military', 5, 'Military', [
    { id: 'demographics-form', route: 'demographics-form', screen: 'm/d', save: 'UpdateGMI', next: [{ to: '/loan' }] },
  ]),
  {
    id: 'loan', hidden: true, title: 'Your Loan', route: '/loan',
    nodes: [
      { id: 'address', route: 'address', screen: 'l/a', next: [] },
      { id: 'lender', route: 'lender/:lenderId', screen: 'l/l', save: 'X', also: [{ label: 'Add Another', to: 'lender' }], next: [{ to: 'gifts' }] },
      { id: 'gifts', route: 'gifts', screen: 'l/g', save: 'X', next: [] },
    ],
  },
);
const loan = flow.steps[1]!;

describe('hidden steps', () => {
  test('are not shown; entering one lands on its first node', () => {
    expect(isShownStep(loan)).toBe(false);
    expect(isShownStep(flow.steps[0]!)).toBe(true);
    expect(stepEntryPath(loan)).toBe('/loan/address');
    expect(stepEntryPath(flow.steps[0]!)).toBe('/military');
  });
  test('next into a hidden step (by route or by id) goes to its first node; after its last node, the end', () => {
    expect(nextRoute(flow, 'military', 'demographics-form', {})).toBe('/loan/address');
    expect(targetRoute(flow, 'military', 'loan')).toBe('/loan/address');
    expect(nextRoute(flow, 'loan', 'gifts', {})).toBe('/borrower-dashboard');
  });
  test('have no intro route', () => {
    expect(flowRoutes(flow).filter((r) => r.kind === 'intro').map((r) => r.path)).toEqual(['/military']);
  });
  test('back from the first node is the node that leads in, else the end', () => {
    const back = hiddenStepBack(flow, loan);
    expect(back).toBe('/military/demographics-form');
    expect(backRoute(loan, 0, {}, back)).toBe('/military/demographics-form');
    expect(hiddenStepBack({ ...flow, steps: [loan] }, loan)).toBe('/borrower-dashboard');
  });
  test('targetRoute fills a node of the step with the params carried', () => {
    expect(targetRoute(flow, 'loan', 'lender', { lenderId: '7' })).toBe('/loan/lender/7');
    expect(targetRoute(flow, 'loan', '/borrower-dashboard')).toBe('/borrower-dashboard');
    expect(() => targetRoute(flow, 'loan', 'nowhere')).toThrow(/neither a node/);
  });
  test('the generated full flow: the loan step is hidden and follows Step 5', () => {
    const step = fullFlow.steps.find((s) => s.id === 'loan');
    expect(step?.hidden).toBe(true);
    expect(step?.intro).toBeUndefined();
    expect(stepEntryPath(step!)).toBe(`/loan/${step!.nodes[0]!.route}`);
  });
});

describe('readReturnTo', () => {
  test('reads an app path from router state', () => {
    expect(readReturnTo({ returnTo: '/borrower-dashboard' })).toBe('/borrower-dashboard');
  });
  test('ignores anything that could leave the site or is not a path', () => {
    for (const state of [null, undefined, 'x', {}, { returnTo: 5 }, { returnTo: '//evil.example' }, { returnTo: 'https://x' }, { returnTo: '/\\evil' }, { returnTo: '/a b' }]) {
      expect(readReturnTo(state)).toBeUndefined();
    }
  });
});
