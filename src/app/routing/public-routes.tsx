import type { RouteObject } from 'react-router-dom';
import { OopsPage } from '../pages/Oops/OopsPage';

/** One lazily loaded page: each page is its own chunk. */
function page(path: string, load: () => Promise<{ Component: RouteObject['Component'] }>): RouteObject {
  return { path, lazy: load };
}

/** Public routes (portal-journey section 2), shown in the offer frame. */
export const publicRoutes: RouteObject[] = [
  page('/', async () => ({ Component: (await import('../pages/Home/HomePage')).HomePage })),
  page('/home', async () => ({ Component: (await import('../pages/Home/HomePage')).HomePage })),
  page('/offer/:offerId/:userId', async () => ({
    Component: (await import('../pages/OfferLanding/OfferLandingPage')).OfferLandingPage,
  })),
  page('/offer-details', async () => ({
    Component: (await import('../pages/OfferDetails/OfferDetailsPage')).OfferDetailsPage,
  })),
  page('/consent', async () => ({ Component: (await import('../pages/Consent/ConsentPage')).ConsentPage })),
  page('/success', async () => ({ Component: (await import('../pages/Success/SuccessPage')).SuccessPage })),
  page('/already-submitted', async () => ({
    Component: (await import('../pages/AlreadySubmitted/AlreadySubmittedPage')).AlreadySubmittedPage,
  })),
  page('/offer-changed', async () => ({
    Component: (await import('../pages/OfferChanged/OfferChangedPage')).OfferChangedPage,
  })),
  page('/loan-not-found', async () => ({
    Component: (await import('../pages/LoanNotFound/LoanNotFoundPage')).LoanNotFoundPage,
  })),
  page('/account-locked', async () => ({
    Component: (await import('../pages/AccountLocked/AccountLockedPage')).AccountLockedPage,
  })),
  page('/no-active-offers', async () => ({
    Component: (await import('../pages/NoActiveOffers/NoActiveOffersPage')).NoActiveOffersPage,
  })),
  page('/no-offer-details', async () => ({
    Component: (await import('../pages/NoOfferDetails/NoOfferDetailsPage')).NoOfferDetailsPage,
  })),
  page('/under-maintenance', async () => ({
    Component: (await import('../pages/UnderMaintenance/UnderMaintenancePage')).UnderMaintenancePage,
  })),
  page('/session-timeout', async () => ({
    Component: (await import('../pages/SessionTimeout/SessionTimeoutPage')).SessionTimeoutPage,
  })),
  page('/signed-out', async () => ({ Component: (await import('../pages/SignedOut/SignedOutPage')).SignedOutPage })),
  page('/terms-of-use', async () => ({
    Component: (await import('../pages/TermsOfUse/TermsOfUsePage')).TermsOfUsePage,
  })),
  page('/login', async () => ({ Component: (await import('../pages/Login/LoginPage')).LoginPage })),
  page('/login/:interaction', async () => ({ Component: (await import('../pages/Login/LoginPage')).LoginPage })),
  page('/login/callback', async () => ({
    Component: (await import('../pages/LoginCallback/LoginCallbackPage')).LoginCallbackPage,
  })),
  page('/create-password', async () => ({
    Component: (await import('../pages/CreatePassword/CreatePasswordPage')).CreatePasswordPage,
  })),
  page('/verify', async () => ({ Component: (await import('../pages/Verify/VerifyPage')).VerifyPage })),
  { path: '/oops', Component: OopsPage },
];

/** Matched last: anything no other route claims is "Oh, no". */
export const catchAllRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('../components/NotFoundPage')).NotFoundPage }),
};
