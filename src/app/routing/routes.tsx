import type { RouteObject } from 'react-router-dom';
import { OfferLayout } from '../layout/OfferLayout';
import { InitialLoading, RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../pages/Oops/RouteErrorPage';
import { guardedRoutes } from './guarded-routes';
import { catchAllRoute, publicRoutes } from './public-routes';
import type { RouteHandle } from './route-handle';

// Every page is its own chunk; the offer landing chunk must not reach the form runtime.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      { element: <OfferLayout />, children: [...publicRoutes, catchAllRoute] },
      ...guardedRoutes,
      {
        lazy: async () => ({ Component: (await import('./FlowGate')).FlowGate }),
        children: [
          {
            path: '/:stepRoute',
            lazy: async () => ({ Component: (await import('../pages/StepIntro/StepIntroPage')).StepIntroPage }),
          },
          {
            // Node routes may have several segments (/info/edit-work/123, /info/manage-employment/123/income);
            // FlowGate shows "Oh, no" for paths the flow does not know.
            path: '/:stepRoute/*',
            lazy: async () => ({ Component: (await import('../engine/flow-screen/FlowScreenPage')).FlowScreenPage }),
            handle: {
              preload: async (pathname: string, locale: string) =>
                (await import('../engine/flow-screen/preload-flow-node')).preloadFlowNode(pathname, locale),
            } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];
