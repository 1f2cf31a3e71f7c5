// Bodies each POST route's schema accepts, with the demo borrower who sends them (payloads of the route tests).
import { exampleOffer } from './offer-document';
import { JANE, JOHN } from './test-app';

/** A demo borrower's session, or the lender's key (service calls). */
export type Sender = 'jane' | 'john' | 'lender';

export interface ValidBody {
  as: Sender;
  body: unknown;
}

const jane = (...bodies: unknown[]): ValidBody[] => bodies.map((body) => ({ as: 'jane', body }));
const john = (...bodies: unknown[]): ValidBody[] => bodies.map((body) => ({ as: 'john', body }));
const lender = (...bodies: unknown[]): ValidBody[] => bodies.map((body) => ({ as: 'lender', body }));

const janeIds = { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId };
const janePersonal = {
  ...janeIds, firstName: 'Jane', lastName: 'Doe', dateOfBirth: '01/15/1980', citizenshipStatus: 'USCitizen',
  maritalStatus: 'Married', creditTypeId: 1, alternateNameInd: false, dependentsInd: false,
};
const address = { streetAddress: '9 Elm St', city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US', activeInd: true };

export const validBodies: Record<string, ValidBody[]> = {
  '/api/GetOffer': jane({ offerId: JANE.offerId, CustomerRecordId: JANE.userId }),
  '/api/UpdateBorrowerConsent': jane({ offerID: JANE.offerId, borrowerId: JANE.userId }),
  '/api/UpdateLanguagePreference': jane({ locale: 'es' }),
  // Luis, not the sessions' borrowers: wrong answers lock the borrower they name.
  '/api/VerifyContact': jane({ offerID: '1003', customerRecordID: '5004', ssn: '456789', dateOfBirth: '11/30/1969' }),
  '/api/GetBorrowerData': jane({ applicationId: JANE.applicationId }),
  '/api/UpdateBorrowerData': [
    ...jane(
      { ...janePersonal, dependentsInd: true, dependentInfo: [{ dependentAge: 7, borrowerId: JANE.borrowerId, activeInd: true }] },
      // Dependents answered No: the client still lists the saved ones it removes.
      { ...janePersonal, dependentInfo: [{ dependentAge: 7, borrowerId: JANE.borrowerId, activeInd: false }] },
      { ...janePersonal, suffixName: 'Other', otherSuffix: 'Esq', alternateNameInd: true,
        alternateNameInfo: { alternateFirstName: 'Janet', alternateLastName: 'Smith', borrowerId: JANE.borrowerId, activeInd: true } },
    ),
    ...john({ ...janePersonal, applicationId: JOHN.applicationId, borrowerId: JOHN.borrowerId, firstName: 'John', lastName: 'Smith',
      dateOfBirth: '03/02/1975', creditTypeId: 2, jointCreditBorrowerId: 5003 }),
  ],
  '/api/UpdateBorrowerAddress': jane([
    { ...janeIds, addressTypeId: 2, addressInfo: address, years: 0, months: 6, housingTypeId: 2, rentAmount: 950.5, activeInd: true },
  ]),
  '/api/UpdateBorrowerContact': jane({ ...janeIds, emailAddress: 'jane.doe@example.com', homePhoneNumber: '2175550123' }),
  '/api/UpdateBorrowerLanguagePreference': jane(
    { ...janeIds, preferredLanguage: 'spa' }, { ...janeIds, preferredLanguage: 'other', languageCodeOtherDescription: 'Haitian Creole' },
    { ...janeIds, preferredLanguage: 'refused' }, janeIds,
  ),
  '/api/SaveScreenAnswers': jane({ applicationId: JANE.applicationId, screenId: 'extra/favourite-color', answers: { favouriteColour: 'Green' } }),
  '/api/UpdateBorrowerEmployment': jane([{
    applicationId: JANE.applicationId, employerName: 'Lincoln Library', position: 'Archivist', phoneNumber: '2175550123',
    streetAddress: '326 S 7th St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US',
    startDate: '04/01/2021', currentEmployerInd: true, previousEmployerInd: false, isMilitaryEmployment: false,
    selfEmployedInd: false, specialEmploymentInd: false, activeInd: true,
  }]),
  '/api/UpdateBorrowerAdditionalIncome': jane([
    { applicationId: JANE.applicationId, incomeTypeId: 1, incomeType: 'Alimony', additionalIncome1: 850, activeInd: true },
  ]),
  '/api/GetIncomeType': jane({}),
  '/api/GetAssetType': jane({}),
  '/api/UpdateBorrowerAsset': jane({
    financialInstitution: 'Lakeside Credit Union', assetType: { assetTypeId: 2, description: 'Savings' }, cashMarketValue: 5300.75,
    applicationId: JANE.applicationId, borrowerAssets: [{ applicationId: JANE.applicationId, isJointAsset: true }],
  }),
  '/api/UpdateOtherAssetsAndLiabilities': jane({
    applicationId: JANE.applicationId,
    liabilityAccounts: [{ companyName: 'Discover', accountNumber: 'XXXX1111', type: 'OtherAccounts', otherType: 'Store card',
      monthlyPayment: 35, unpaidBalance: 800, paidOff: true, activeInd: true }],
    otherAssets: [{ type: 'EarnestMoney', value: 5000, activeInd: true }],
    otherLiabilities: [{ holderName: 'County Treasurer', liabilityTypeId: 5, monthlyPaymentAmount: 120,
      applicationIds: [JANE.applicationId], activeInd: true }],
    otherExpenses: [{ type: 'Other', other: 'Union dues', monthlyPayment: 40, activeInd: true }],
  }),
  '/api/UpdateBorrowerProperty': john({
    offerId: JOHN.offerId,
    realEstateOwneds: [{
      address: { streetAddress: '1200 Lake Shore Dr', unitNum: '8B', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' },
      applicationIds: [7002, 7003], propertyValue: 410000, occupancyTypeId: 1, propertyStatusTypeId: 4,
      monthlyRentGross: 2500, monthlyExpense: 300.25, existingLoanInd: true, activeInd: true,
    }],
  }),
  '/api/UpdateLenderLiability': john({
    holderName: 'Lakeside Bank', account: 'LB-2201', liabilityTypeId: 7, mortgageTypeId: 2, monthlyPaymentAmount: 1650.75,
    unpaidBalanceAmount: 301000, applicationIds: [7002], realEstateOwnedId: 10021, activeInd: true,
  }),
  '/api/UpdateApplicationData': jane({
    applicationId: JANE.applicationId,
    subjectProperty: { loanPurpose: 'Refinance', occupancy: 'PrimaryResidence', monthlyRentalIncome: 1200,
      refiStatus: 'NoCashOut', hasExistingMortgage: true, isApplyingForAdditionalMortgage: false, expenses: 95.5 },
  }),
  '/api/UpdatePropertyAndMoney': jane({
    applicationId: JANE.applicationId, primaryResidenceInd: false, affliiationWithSellerInd: false,
    undisclosedBorrowedFundsInd: false, undisclosedMortgageAppInd: false, undisclosedCreditAppInd: false,
    cleanEnergyLienPropertyInd: false, propertyMoneyCompletedInd: true,
  }),
  '/api/UpdateFinances': jane({
    applicationId: JANE.applicationId, undisclosedComakerOfNoteInd: false, outstandingJudgementsInd: false,
    delinquentInd: false, partyToLawsuitInd: false, priorPropertyDeedInLieuInd: false, priorPropertyShortsaleInd: false,
    priorPropertyForeclosedInd: false, bankruptcyInd: false, financesCompletedInd: true,
  }),
  '/api/UpdateMilitaryService': jane({
    applicationId: JANE.applicationId, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
    reserveOrNationalGuardInd: false, survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099',
  }),
  '/api/UpdateGMI': jane({ applicationId: JANE.applicationId, activeInd: true, demographicsCompletedInd: false, femaleInd: true }),
  '/api/GetBorrowerDashboardData': jane({ offerId: JANE.offerId }),
  '/api/GetTrackedBorrowers': jane({ offerId: JANE.offerId }),
  '/api/SubmitApplication': jane({ offerId: JANE.offerId }),
  '/api/UpdateBorrowerReviewedOffer': jane({ borrowerId: JANE.borrowerId }),
  '/api/UpdateApplicationStatus': jane({ applicationStatusId: 2, offerId: JANE.offerId, applicationId: JANE.applicationId }),
  '/api/CreateAccount': jane({ password: 'bluebird-fuzz-2024' }),
  // No interaction of that uid: answered 400 before any password is looked at.
  '/login/:uid': jane({ email: 'nobody@example.com', password: 'not-the-password' }),
  '/oauth-agent/login/end': jane({ pageUrl: '/login/callback?code=fuzz-code&state=fuzz-state' }),
  '/api/CheckOfferAccessed': jane({ offerId: JANE.offerId, CustomerRecordId: JANE.userId }),
  '/api/GetAccountLockStatus': jane({}),
  '/api/HasLoginRestriction': jane({}),
  '/api/VerifyLoanAccess': jane({ offerId: JANE.offerId, loanNumber: '202301001' }),
  // Luis, not the sessions' borrowers: wrong answers lock the borrower they name.
  '/api/VerifyPIIAndCreateCurityAccount': jane({
    offerId: '1003', customerRecordID: '5004', ssn: '456789', dateOfBirth: '11/30/1969', emailAddress: 'luis.garcia@example.com',
    password: 'bluebird-fuzz-2024',
  }),
  '/api/CreateOffer': lender(exampleOffer()),
  '/api/ExportMismo': lender({ offerId: 1004 }),
  '/api/GetAuditTrail': lender({ offerId: 1001 }, { offerId: 1001, afterEventId: 1, limit: 2 }),
};
