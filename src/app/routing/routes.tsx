import type { RouteObject } from 'react-router-dom';
import { OfferLayout } from '../layout/OfferLayout';
import { RootLayout } from '../layout/RootLayout';
import { guardedRoutes } from './guarded-routes';
import { lazyRoute } from './lazy-route';
import { catchAllRoute, publicRoutes } from './public-routes';

// Every page is its own chunk; the offer landing chunk must not reach the form runtime.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <OfferLayout />, children: [...publicRoutes, catchAllRoute] },
      ...guardedRoutes,
      lazyRoute(async () => (await import('./FlowGate')).FlowGate, {
        children: [
          lazyRoute(async () => (await import('../pages/StepIntro/StepIntroPage')).StepIntroPage, { path: '/:stepRoute' }),
          // Node routes may have several segments (/info/edit-work/123, /info/manage-employment/123/income);
          // FlowGate shows "Oh, no" for paths the flow does not know.
          lazyRoute(async () => (await import('../pages/FlowScreen/FlowScreenPage')).FlowScreenPage, { path: '/:stepRoute/*' }),
        ],
      }),
    ],
  },
];
