// Every route of every flow renders its page, in Chromium at 1280 px: each step intro, every node of every step (the
// hidden loan and fast-path steps too), the journey screens and the fast path's own pages, a route with an optional
// parameter with and without it. The routes come from the flow files and each route's parameters from the first demo
// borrower whose data has a record for it (the list sections and screen bindings say which records), so a node added
// to a flow is rendered without a change here, and a route no demo borrower has a record for fails, by name. A list
// page is rendered as every borrower: which sections, items and Edit links it shows depends on their records.
import { afterAll, describe, expect, it } from 'vitest';
import { fullFlow, journeyScreens } from '../../src/app/generated/flow';
import { fastPath } from '../../src/shared/flow/fast-path';
import type { RouteParams } from '../../src/shared/flow/types';
import { borrowerSessions, type BorrowerSession, type NamedBorrower } from './helpers/borrower-sessions';
import { fillParams } from './helpers/fill-params';
import { loadFlowData } from './helpers/flow-data';
import { flowPages } from './helpers/flow-pages';
import { jane, john, luis, mary } from './helpers/journey';
import { describeSource } from './helpers/param-sources';
import { renderFailures } from './helpers/render-failures';
import { renderRoute } from './helpers/render-route';
import { pathOf, planRoutes, type PlannedRoute } from './helpers/route-plan';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();
// John Smith has the most records (the first to try), Mary Smith other income and expenses, Luis Garcia a military
// entitlement, an investment subject property and a completed application, Jane Doe little.
const demo: NamedBorrower[] = [['John Smith', john], ['Mary Smith', mary], ['Luis Garcia', luis], ['Jane Doe', jane]];
const borrowers = borrowerSessions(suite, demo);
afterAll(() => borrowers.close());

const routes = planRoutes(flowPages(fullFlow, journeyScreens, fastPath), fullFlow, await loadFlowData());

async function expectRendered(session: BorrowerSession, route: PlannedRoute, params?: RouteParams): Promise<void> {
  const path = pathOf(route, params);
  const outcome = await renderRoute(session, suite.portal.baseUrl, path);
  expect(renderFailures(outcome), `${path} as ${session.name}, showing ${JSON.stringify(outcome.headings)}`).toEqual([]);
}

describe('every route of the flows renders its page', () => {
  for (const route of routes) {
    if (route.showsList) {
      for (const borrower of demo) {
        it(`${route.name} as ${borrower[0]}`, async () => expectRendered(await borrowers.of(borrower), route));
      }
      continue;
    }
    it(route.name, async () => {
      const found = await borrowers.first((profile) => (route.params.length === 0 ? {} : fillParams(route.sources, route.params, profile)));
      if (found) return expectRendered(found.session, route, found.value);
      const params = route.params.map((name) => `:${name}`).join(', ');
      if (route.sources.length === 0) throw new Error(`${route.name}: no list, binding or record key says where ${params} come from`);
      // A route no demo borrower reaches is never rendered: the demo data should gain such a record.
      throw new Error(`${route.name}: no demo borrower has a record for ${params} (${route.sources.map(describeSource).join('; ')})`);
    });
  }
});
