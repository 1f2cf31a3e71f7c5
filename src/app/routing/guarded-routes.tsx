import type { RouteObject } from 'react-router-dom';
import { dashboardPath, fastPathEntry, reviewNextBorrowerPath } from './paths';

/**
 * Guarded routes outside the flow's screens (verified identity required): the dashboard, First Things First and
 * Review Next Borrower, under the guard of the full flow (guardRedirect) and the main layout with the idle timer.
 * Each page is its own chunk.
 */
export const guardedRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../layout/GuardedLayout')).GuardedLayout }),
    children: [
      {
        path: fastPathEntry,
        lazy: async () => ({
          Component: (await import('../pages/FastPath/FirstThingsFirstPage')).FirstThingsFirstPage,
        }),
      },
      {
        path: reviewNextBorrowerPath,
        lazy: async () => ({
          Component: (await import('../pages/FastPath/ReviewNextBorrowerPage')).ReviewNextBorrowerPage,
        }),
      },
      {
        path: dashboardPath,
        lazy: async () => ({
          Component: (await import('../pages/BorrowerDashboard/BorrowerDashboardPage')).BorrowerDashboardPage,
        }),
      },
    ],
  },
];
