import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { OopsPage } from '../pages/Oops/OopsPage';
import { lazyRoute } from './lazy-route';

/** One lazily loaded page: each page is its own chunk. */
const page = (path: string, load: () => Promise<ComponentType>) => lazyRoute(load, { path });

/** Public routes (portal-journey section 2), shown in the offer frame. */
export const publicRoutes: RouteObject[] = [
  page('/', async () => (await import('../pages/Home/HomePage')).HomePage),
  page('/home', async () => (await import('../pages/Home/HomePage')).HomePage),
  page('/offer/:offerId/:userId', async () => (await import('../pages/OfferLanding/OfferLandingPage')).OfferLandingPage),
  page('/offer-details', async () => (await import('../pages/OfferDetails/OfferDetailsPage')).OfferDetailsPage),
  page('/consent', async () => (await import('../pages/Consent/ConsentPage')).ConsentPage),
  page('/success', async () => (await import('../pages/Success/SuccessPage')).SuccessPage),
  page('/already-submitted', async () => (await import('../pages/AlreadySubmitted/AlreadySubmittedPage')).AlreadySubmittedPage),
  page('/offer-changed', async () => (await import('../pages/OfferChanged/OfferChangedPage')).OfferChangedPage),
  page('/loan-not-found', async () => (await import('../pages/LoanNotFound/LoanNotFoundPage')).LoanNotFoundPage),
  page('/account-locked', async () => (await import('../pages/AccountLocked/AccountLockedPage')).AccountLockedPage),
  page('/no-active-offers', async () => (await import('../pages/NoActiveOffers/NoActiveOffersPage')).NoActiveOffersPage),
  page('/no-offer-details', async () => (await import('../pages/NoOfferDetails/NoOfferDetailsPage')).NoOfferDetailsPage),
  page('/under-maintenance', async () => (await import('../pages/UnderMaintenance/UnderMaintenancePage')).UnderMaintenancePage),
  page('/session-timeout', async () => (await import('../pages/SessionTimeout/SessionTimeoutPage')).SessionTimeoutPage),
  page('/signed-out', async () => (await import('../pages/SignedOut/SignedOutPage')).SignedOutPage),
  page('/terms-of-use', async () => (await import('../pages/TermsOfUse/TermsOfUsePage')).TermsOfUsePage),
  page('/login', async () => (await import('../pages/Login/LoginPage')).LoginPage),
  page('/login/callback', async () => (await import('../pages/LoginCallback/LoginCallbackPage')).LoginCallbackPage),
  page('/create-password', async () => (await import('../pages/CreatePassword/CreatePasswordPage')).CreatePasswordPage),
  page('/verify', async () => (await import('../pages/Verify/VerifyPage')).VerifyPage),
  { path: '/oops', element: <OopsPage /> },
];

/** Matched last: anything no other route claims is "Oh, no". */
export const catchAllRoute: RouteObject = page('*', async () => (await import('../pages/NotFound/NotFoundPage')).NotFoundPage);
