/**
 * The app's start (hydrating or rendering the page), which the entry imports once the page has painted: every page asks
 * for it (its key in Vite's manifest) with the entry.
 */
export const appStartModule = 'src/app/start.tsx';

/**
 * The pages the server sends rendered, each with the client module of its route (its key in Vite's manifest, for the
 * page to ask for it at once): the offer landing, which a borrower opens from a message, often on a slow phone; the
 * home page; and the pages that only tell the borrower where they stand.
 */
export const renderedPages = [
  { path: '/offer/:offerId/:userId', module: 'src/app/pages/OfferLanding/OfferLandingPage.tsx' },
  { path: '/', module: 'src/app/pages/Home/HomePage.tsx' },
  { path: '/home', module: 'src/app/pages/Home/HomePage.tsx' },
  { path: '/account-locked', module: 'src/app/pages/AccountLocked/AccountLockedPage.tsx' },
  { path: '/already-submitted', module: 'src/app/pages/AlreadySubmitted/AlreadySubmittedPage.tsx' },
  { path: '/loan-not-found', module: 'src/app/pages/LoanNotFound/LoanNotFoundPage.tsx' },
  { path: '/no-active-offers', module: 'src/app/pages/NoActiveOffers/NoActiveOffersPage.tsx' },
  { path: '/no-offer-details', module: 'src/app/pages/NoOfferDetails/NoOfferDetailsPage.tsx' },
  { path: '/under-maintenance', module: 'src/app/pages/UnderMaintenance/UnderMaintenancePage.tsx' },
  { path: '/terms-of-use', module: 'src/app/pages/TermsOfUse/TermsOfUsePage.tsx' },
] as const;

const guardedLayout = 'src/app/layout/GuardedLayout.tsx';
const flowGate = 'src/app/routing/FlowGate.tsx';

/**
 * The pages whose data belongs to the borrower's session, which the server cannot read (the tab keeps the link's ids):
 * the server sends their frame (header, navigation, the page's loading state) for the browser to fill in. Each is
 * named by its route's path in the app's routes, with the client modules the browser loads before it renders it, and
 * whether it is drawn for a verified borrower (a guarded page: its header has Sign Out).
 */
export const framedPages = [
  { path: '/verify', modules: ['src/app/pages/Verify/VerifyPage.tsx'], signedIn: false },
  { path: '/consent', modules: ['src/app/pages/Consent/ConsentPage.tsx'], signedIn: false },
  { path: '/offer-details', modules: ['src/app/pages/OfferDetails/OfferDetailsPage.tsx'], signedIn: false },
  { path: '/borrower-dashboard', modules: [guardedLayout, 'src/app/pages/BorrowerDashboard/BorrowerDashboardPage.tsx'], signedIn: true },
  { path: '/fast-path', modules: [guardedLayout, 'src/app/pages/FastPath/FirstThingsFirstPage.tsx'], signedIn: true },
  { path: '/fast-path/review-next-borrower', modules: [guardedLayout, 'src/app/pages/FastPath/ReviewNextBorrowerPage.tsx'], signedIn: true },
  { path: '/:stepRoute', modules: [flowGate, guardedLayout, 'src/app/pages/StepIntro/StepIntroPage.tsx'], signedIn: true },
  { path: '/:stepRoute/*', modules: [flowGate, guardedLayout, 'src/app/engine/flow-screen/FlowScreenPage.tsx'], signedIn: true },
] as const;
