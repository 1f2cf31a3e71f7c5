import { describe, expect, test } from 'vitest';
import { backRoute, buildRoute, flowRoutes, hasParamsFor, mainPath, matchRoute, nextRoute as nextRouteWith, routeParamNames } from '../../../src/shared/flow';
import { staticSegmentCount } from '../../../src/shared/flow/params';
import { shownStep, testFlow } from './helpers/test-flow';
import type { Flow, RouteParams } from '../../../src/shared/flow/types';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

const holds = ajvHolds();
const nextRoute = (flow: Flow, stepId: string, nodeId: string | undefined, formData: unknown, params: RouteParams = {}) =>
  nextRouteWith(flow, stepId, nodeId, formData, params, holds);


const isPrevious = { required: ['previousEmployerInd'], properties: { previousEmployerInd: { const: true } } };
const flow = testFlow(
  shownStep('info', 1, 'Your Info', [
    { id: 'contact', route: 'contact', screen: 'info/contact', next: [{ to: 'list' }] },
    { id: 'list', route: 'employment-and-income', list: 'info/employment-and-income', next: [{ to: '/finances' }] },
    { id: 'add-work', route: 'add-work', screen: 'info/employment', next: [{ when: isPrevious, to: 'list' }, { to: 'income' }] },
    { id: 'edit-work', route: 'edit-work/:id', screen: 'info/employment', next: [{ when: isPrevious, to: 'list' }, { to: 'income' }] },
    { id: 'income', route: 'manage-employment/:id/income', screen: 'info/employment-income', next: [{ to: 'list' }] },
  ]),
  shownStep('finances', 2, 'Your Finances', []),
);

describe('route parameters', () => {
  test('names, matching and building', () => {
    expect(routeParamNames('manage-employment/:id/income')).toEqual(['id']);
    expect(routeParamNames('edit-lender/:propertyId/:lenderId')).toEqual(['propertyId', 'lenderId']);
    expect(matchRoute('manage-employment/:id/income', 'manage-employment/123/income')).toEqual({ id: '123' });
    expect(matchRoute('manage-employment/:id/income', 'manage-employment/123')).toBeUndefined();
    expect(matchRoute('edit-work/:id', 'edit-work')).toBeUndefined();
    expect(matchRoute('edit-work/:id', 'add-work/1')).toBeUndefined();
    expect(matchRoute('contact', '/contact/')).toEqual({});
    expect(matchRoute('edit-work/:id', 'edit-work/a%20b')).toEqual({ id: 'a b' });
    expect(matchRoute('edit-work/:id', 'edit-work/%E0%A4%A')).toBeUndefined();
    expect(buildRoute('manage-employment/:id/income', { id: '7' })).toBe('manage-employment/7/income');
    expect(buildRoute('edit-work/:id', { id: 'a b' })).toBe('edit-work/a%20b');
    expect(() => buildRoute('edit-work/:id', {})).toThrow(/needs parameter "id"/);
    expect(hasParamsFor('edit-work/:id', { id: '1' })).toBe(true);
    expect(hasParamsFor('edit-work/:id', {})).toBe(false);
  });

  test('an optional parameter (`:name?`): the route answers with and without it', () => {
    expect(routeParamNames('manage-employment/:id?/income')).toEqual(['id']);
    expect(matchRoute('manage-employment/:id?/income', 'manage-employment/12/income')).toEqual({ id: '12' });
    expect(matchRoute('manage-employment/:id?/income', 'manage-employment/income')).toEqual({});
    expect(matchRoute('add-lender/:realEstateOwnedId?', 'add-lender')).toEqual({});
    expect(matchRoute('add-lender/:realEstateOwnedId?', 'add-lender/3')).toEqual({ realEstateOwnedId: '3' });
    expect(matchRoute('add-lender/:realEstateOwnedId?', 'add-lender/3/4')).toBeUndefined();
    expect(buildRoute('manage-employment/:id?/income', {})).toBe('manage-employment/income');
    expect(buildRoute('manage-employment/:id?/income', { id: '7' })).toBe('manage-employment/7/income');
    expect(hasParamsFor('add-lender/:realEstateOwnedId?', {})).toBe(true);
    expect(staticSegmentCount('manage-employment/:id?/income')).toBe(2);
    expect(staticSegmentCount('manage-employment/:id')).toBe(1);
  });

  test('flowRoutes marks list nodes and keeps patterns', () => {
    expect(flowRoutes(flow).filter((r) => r.stepId === 'info').map((r) => [r.path, r.kind])).toEqual([
      ['/info', 'intro'],
      ['/info/contact', 'screen'],
      ['/info/employment-and-income', 'list'],
      ['/info/add-work', 'screen'],
      ['/info/edit-work/:id', 'screen'],
      ['/info/manage-employment/:id/income', 'screen'],
    ]);
  });
});

describe('nextRoute with params and branches', () => {
  test('a target with the same parameters carries them over', () => {
    expect(nextRoute(flow, 'info', 'edit-work', {}, { id: '42' })).toBe('/info/manage-employment/42/income');
    expect(nextRoute(flow, 'info', 'edit-work', { previousEmployerInd: true }, { id: '42' })).toBe('/info/employment-and-income');
  });
  test('an add node goes on with the params a save answered', () => {
    expect(nextRoute(flow, 'info', 'add-work', { previousEmployerInd: false }, { id: '9' })).toBe('/info/manage-employment/9/income');
    expect(() => nextRoute(flow, 'info', 'add-work', {}, {})).toThrow(/needs parameter "id"/);
  });
  test('a list node goes to its next', () => expect(nextRoute(flow, 'info', 'list', {})).toBe('/finances'));
});

describe('back', () => {
  test('the main path skips add and edit nodes', () => {
    expect(mainPath(flow.steps[0]!.nodes)).toEqual(['contact', 'list']);
  });
  test('main-path nodes go to the previous one or the intro; add and edit nodes to their list', () => {
    const step = flow.steps[0]!;
    expect(backRoute(step, 0)).toBe('/info');
    expect(backRoute(step, 1)).toBe('/info/contact');
    expect(backRoute(step, 3, { id: '1' })).toBe('/info/employment-and-income');
    expect(backRoute(step, 4, { id: '1' })).toBe('/info/employment-and-income');
  });
  test('without next data, the previous node in order', () => {
    const step = { route: '/info', nodes: [{ id: 'a', route: 'a' }, { id: 'b', route: 'b' }] };
    expect(backRoute(step, 1)).toBe('/info/a');
  });
});
