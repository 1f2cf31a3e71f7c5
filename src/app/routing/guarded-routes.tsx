import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { dashboardPath, fastPathEntry, reviewNextBorrowerPath } from './paths';

/**
 * Guarded routes outside the flow's screens (verified identity required): the dashboard, First Things First and
 * Review Next Borrower, under the guard of the full flow (guardRedirect) and the main layout with the idle timer.
 * Each page is its own chunk.
 */
export const guardedRoutes: RouteObject[] = [
  lazyRoute(async () => (await import('../layout/GuardedLayout')).GuardedLayout, {
    children: [
      lazyRoute(async () => (await import('../pages/FastPath/FirstThingsFirstPage')).FirstThingsFirstPage, { path: fastPathEntry }),
      lazyRoute(async () => (await import('../pages/FastPath/ReviewNextBorrowerPage')).ReviewNextBorrowerPage, { path: reviewNextBorrowerPath }),
      lazyRoute(async () => (await import('../pages/BorrowerDashboard/BorrowerDashboardPage')).BorrowerDashboardPage, { path: dashboardPath }),
    ],
  }),
];
