/**
 * The summary of each call whose route declares none (`schema.summary`), by operationId (see operationIdOf). A new
 * call needs one here or in its route: tests/server/openapi.test.ts names any call without.
 */
export const callSummaries: Readonly<Record<string, string>> = {
  // The offer link and identity verification (no session yet)
  GetOffer: 'The offer an offer link opens, with its borrower and lender',
  CheckOfferAccessed: 'Record that an offer link was opened',
  GetOfferStatus: "The offer's status, and with its session every borrower's progress",
  UpdateBorrowerConsent: "Record the link's borrower's consent",
  VerifyContact: "Verify the borrower's identity and start a session",
  VerifyPIIAndCreateCurityAccount: "Verify the borrower's identity and create a sign-in account",
  UpdateLanguagePreference: 'Choose the portal language of this browser (and of a signed-in borrower)',
  LanguagePreference: 'The portal language of this browser',
  BooleanFlagLandingPageFlag: "The landing page's feature flag",
  Health: 'Health check',
  // Sign-in (the built-in provider and the OAuth agent)
  PasswordSignIn: "The portal's own provider's sign-in page: check the email and password, answer where the browser goes next",
  LoginStart: "Start a sign-in: keeps the state, nonce and PKCE verifier in a cookie, answers the issuer's authorisation URL",
  LoginEnd: "End a sign-in: exchange the callback's code, check the ID token, open the session",
  Refresh: "Keep the session alive (slides its idle expiry; renews the issuer's tokens)",
  UserInfo: "The signed-in borrower's name and email",
  Logout: 'End the session, and the sign-in at the issuer',
  // The session's checks and reads
  GetAccountLockStatus: "Whether the session's borrower is locked",
  HasLoginRestriction: "Whether, and why, the session's borrower may not go on",
  VerifyLoanAccess: "Whether the session's borrower is on a loan, by offer and loan number",
  GetBorrowerData: "An application's profile, as its screens read it",
  GetBorrowerDashboardData: "The dashboard of the session's offer",
  GetTrackedBorrowers: "The borrowers of the session's offer",
  GetAssetType: 'Every asset type',
  GetIncomeType: 'Every income type',
  CreateAccount: 'Create a sign-in account for the verified borrower',
  // The application's saves
  SaveScreenAnswers: "Save a screen's answers",
  UpdateApplicationData: "Save the subject property and gifts or grants of an application",
  UpdateApplicationStatus: "Set an application's or one of its sections' status",
  UpdateBorrowerAdditionalIncome: "Save a borrower's other income",
  UpdateBorrowerAddress: "Save, add or remove a borrower's addresses",
  UpdateBorrowerAsset: "Save a borrower's assets",
  UpdateBorrowerContact: "Save a borrower's contact details",
  UpdateBorrowerData: "Save a borrower's personal information",
  UpdateBorrowerEmployment: "Save a borrower's jobs and military entitlements",
  UpdateBorrowerLanguagePreference: "Save a borrower's language preference (Supplemental Consumer Information Form)",
  UpdateBorrowerProperty: "Save a borrower's real estate owned",
  UpdateBorrowerReviewedOffer: 'Record that the borrower has seen the reset offer',
  UpdateFinances: 'Save the declarations on finances (URLA 5b)',
  UpdateGMI: "Save a borrower's demographic information",
  UpdateLenderLiability: 'Save one lender of a property',
  UpdateMilitaryService: "Save a borrower's military service",
  UpdateOtherAssetsAndLiabilities: "Save a borrower's other assets, liabilities and expenses",
  UpdatePropertyAndMoney: 'Save the declarations on the property and money (URLA 5a)',
  SubmitApplication: 'Submit the application',
};
