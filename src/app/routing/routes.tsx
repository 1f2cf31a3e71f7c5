import type { RouteObject } from 'react-router-dom';
import { OfferLayout } from '../layout/OfferLayout';
import { InitialLoading, RootLayout } from '../layout/RootLayout';
import { OopsPage } from '../pages/Oops/OopsPage';
import { RouteErrorPage } from '../pages/Oops/RouteErrorPage';

// Every page is its own chunk; the offer landing chunk must not reach the form runtime.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      {
        element: <OfferLayout />,
        children: [
          {
            path: '/offer/:offerId/:userId',
            lazy: async () => ({ Component: (await import('../pages/OfferLanding/OfferLandingPage')).OfferLandingPage }),
          },
          { path: '/verify', lazy: async () => ({ Component: (await import('../pages/Verify/VerifyPage')).VerifyPage }) },
          {
            path: '/loan-not-found',
            lazy: async () => ({ Component: (await import('../pages/LoanNotFound/LoanNotFoundPage')).LoanNotFoundPage }),
          },
          {
            path: '/account-locked',
            lazy: async () => ({ Component: (await import('../pages/AccountLocked/AccountLockedPage')).AccountLockedPage }),
          },
          { path: '/oops', Component: OopsPage },
          { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFound/NotFoundPage')).NotFoundPage }) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./FlowGate')).FlowGate }),
        children: [
          {
            path: '/:stepRoute',
            lazy: async () => ({ Component: (await import('../pages/StepIntro/StepIntroPage')).StepIntroPage }),
          },
          {
            path: '/:stepRoute/:nodeRoute',
            lazy: async () => ({ Component: (await import('../pages/FlowScreen/FlowScreenPage')).FlowScreenPage }),
          },
        ],
      },
    ],
  },
];
