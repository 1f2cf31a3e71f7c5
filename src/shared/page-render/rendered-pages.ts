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
