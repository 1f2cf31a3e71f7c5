import type { RouteObject } from 'react-router-dom';
import { OopsPage } from '../pages/Oops/OopsPage';

/** Public routes (portal-journey section 2), shown in the offer frame. Each page is its own chunk. */
export const publicRoutes: RouteObject[] = [
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
];

/** Matched last: anything no other route claims is "Oh, no". */
export const catchAllRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('../pages/NotFound/NotFoundPage')).NotFoundPage }),
};
