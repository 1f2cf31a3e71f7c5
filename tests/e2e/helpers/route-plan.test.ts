import { describe, expect, test } from 'vitest';
import { fullFlow, journeyScreens } from '../../../src/app/generated/flow';
import { fastPath } from '../../../src/shared/flow/fast-path';
import { loadFlowData } from './flow-data';
import { flowPages } from './flow-pages';
import { withAndWithoutOptional } from './optional-params';
import { describeSource } from './param-sources';
import { pathOf, planRoutes } from './route-plan';

describe('the routes to render', () => {
  test('an optional parameter: once with it, once without', () => {
    expect(withAndWithoutOptional('/fast-path/manage-employment/:id?/income')).toEqual([
      { pattern: '/fast-path/manage-employment/:id/income', optional: 'with :id' },
      { pattern: '/fast-path/manage-employment/income', optional: 'without :id' },
    ]);
    expect(withAndWithoutOptional('/a/:x?/:y?').map((v) => v.pattern)).toEqual(['/a/:x/:y', '/a/:y', '/a/:x', '/a']);
    expect(withAndWithoutOptional('/info/edit-work/:id')).toEqual([{ pattern: '/info/edit-work/:id' }]);
  });

  test('every page of the flow files once: intros, the nodes of every step, journey screens, the fast path\'s pages', () => {
    const patterns = flowPages(fullFlow, journeyScreens, fastPath).map((page) => page.pattern);
    expect(patterns).toEqual(expect.arrayContaining([
      '/info', '/info/personal', '/loan/subject-property-address', '/fast-path/employment-and-income', '/verify',
      '/fast-path', '/fast-path/review-next-borrower', '/borrower-dashboard',
    ]));
    expect(patterns).not.toContain('/loan');
    expect(new Set(patterns).size).toBe(patterns.length);
    const nodes = fullFlow.steps.reduce((n, step) => n + step.nodes.length, 0);
    expect(patterns.filter((p) => p.split('/').length > 2).length).toBeGreaterThanOrEqual(nodes);
  });

  test('each route\'s parameters come from the lists that edit its node, its screen\'s binding and record keys', async () => {
    const routes = planRoutes(flowPages(fullFlow, journeyScreens, fastPath), fullFlow, await loadFlowData());
    const sourcesOf = (name: string) => routes.find((r) => r.name === name)?.sources.map(describeSource);
    expect(sourcesOf('/fast-path/edit-lender/:realEstateOwnedId/:lenderId')).toEqual([
      'list fast-path/assets-and-properties, section lenders', 'profile records carrying the key',
    ]);
    expect(sourcesOf('/info/manage-employment/:id/income')).toEqual(["screen info/employment-income's read.pick (employmentId at /employmentInfo)"]);
    expect(sourcesOf('/fast-path/add-lender/:realEstateOwnedId? (without :realEstateOwnedId)')).toEqual([]);
    expect(routes.find((r) => r.name === '/info/address-list')?.showsList).toBe(true);
    expect(routes.every((r) => r.params.length === 0 || r.sources.length > 0)).toBe(true);
    const lender = routes.find((r) => r.name.startsWith('/fast-path/edit-lender'));
    expect(lender && pathOf(lender, { realEstateOwnedId: '7', lenderId: '8' })).toBe('/fast-path/edit-lender/7/8');
  });
});
