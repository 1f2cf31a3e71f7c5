import type { RouteObject } from 'react-router-dom';
import { dashboardPath } from './paths';

/**
 * Guarded routes outside the full flow (verified identity required): the guard of the full flow
 * (guardRedirect) and the main layout with the idle timer. Each page is its own chunk.
 */
export const guardedRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../layout/GuardedLayout')).GuardedLayout }),
    children: [
      {
        path: dashboardPath,
        lazy: async () => ({
          Component: (await import('../pages/BorrowerDashboard/BorrowerDashboardPage')).BorrowerDashboardPage,
        }),
      },
    ],
  },
];
