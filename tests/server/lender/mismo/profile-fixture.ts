// Application records for the section tests: a complete borrower with nothing answered, and builders of its parts.
import type {
  BorrowerAddress, BorrowerProfile, EmploymentInfo, LenderInfo, PropertyInfo,
} from '../../../../src/shared/api/borrower-data';
import type { DemographicRecord as DemographicInfo } from '../../../../src/shared/api/generated/types';
import { DEMOGRAPHIC_FIELDS, DEMOGRAPHIC_TEXT_FIELDS } from '../../../../src/shared/api/gmi';
import type { OfferRecord } from '../../../../src/server/offer/offers';

export function profile(overrides: Partial<BorrowerProfile> = {}): BorrowerProfile {
  return {
    applicationId: 7001, offerId: '1001', loanNumber: '202301001', borrowerId: 5001, activeInd: true, activeOfferInd: true,
    applicationStatusId: 3, creditTypeId: null, jointCreditBorrowerId: null, potentialJointBorrowers: [], loanBorrowers: [],
    screenAnswers: {},
    borrowerInfo: {
      firstName: 'Ada', middleName: null, lastName: 'Byron', suffixName: null, otherSuffix: null, dateOfBirth: null,
      citizenshipStatus: null, maritalStatus: null, alternateNameInd: null, alternateNameInfo: null, dependentsInd: null,
      dependentInfo: [], borrowerAddressInfo: [],
    },
    contactInfo: null, languagePreferenceInfo: null, employmentInfo: [], additionalIncomeInfo: [], totalCurrentIncome: 0, totalAdditionalIncome: 0,
    totalMilitaryIncome: 0, assetInfo: [], propertyInfo: [], showRealEstateSection: false, missingValues: [],
    liabilityInfo: [], otherAssetInfo: [], otherLiabilityInfo: [], otherExpenseInfo: [],
    subjectPropertyInfo: {
      address: { streetAddress: '1 Main St', unitNum: null, city: 'Springfield', state: 'IL', zipCode: '62701', county: null, country: 'US' },
      loanPurpose: 'Refinance', loanAmount: 300000, propertyValue: 400000, occupancy: null, monthlyRentalIncome: null,
      refiStatus: null, hasExistingMortgage: null, isApplyingForAdditionalMortgage: null, isFHASecondaryResidence: null,
      isManufacturedHome: null, isMixedUseProperty: null, expenses: null,
    },
    giftsOrGrantsInfo: { hasGiftsOrGrants: null, gifts: [] },
    declarationsInfo: null, militaryInfo: null, demographicInfo: null,
    ...overrides,
  };
}

export function address(type: 'Current' | 'Prior' | 'Mailing', overrides: Partial<BorrowerAddress> = {}): BorrowerAddress {
  const addressTypeId = { Current: 1, Prior: 2, Mailing: 3 }[type];
  return {
    borrowerAddressId: 1, borrowerId: 5001, addressTypeId, addressTypeInfo: { typeOfAddress: type },
    addressInfo: { addressId: 1, streetAddress: '9 Elm St', unitNum: null, city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US', activeInd: true },
    years: null, months: null, housingTypeId: null, rentAmount: null, activeInd: true, ...overrides,
  };
}

export function employment(overrides: Partial<EmploymentInfo> = {}): EmploymentInfo {
  return {
    employmentId: 1, applicationId: 7001, employerName: 'Acme Corp', position: 'Analyst', phoneNumber: '2175550100',
    streetAddress: '400 Commerce Dr', unitNum: null, city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US',
    startDate: '03/01/2015', endDate: null, currentEmployerInd: true, previousEmployerInd: false, primaryEmploymentInd: null,
    isMilitaryEmployment: false, selfEmployedInd: false, specialEmploymentInd: null, ownershipShare: null, monthlyIncomeOrLoss: null,
    activeInd: true, incomeInfo: null, militaryIncomeInfo: null, ...overrides,
  };
}

export function lender(overrides: Partial<LenderInfo> = {}): LenderInfo {
  return {
    liabilityId: 1, holderName: 'Heartland Savings', account: '5512098', liabilityTypeId: 7, mortgageTypeId: 1, creditLimit: null,
    monthlyPaymentAmount: 1215.4, unpaidBalanceAmount: 168900, applicationIds: [7001], realEstateOwnedId: 1, activeInd: true, ...overrides,
  };
}

export function property(overrides: Partial<PropertyInfo> = {}): PropertyInfo {
  return {
    realEstateOwnedId: 1, address: { addressId: 1, streetAddress: '14 Bluff Rd', unitNum: null, city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
    applicationIds: [7001], propertyValue: 285000, occupancyTypeId: 3, monthlyRentGross: null, monthlyExpense: null, monthlyRentNet: null,
    propertyStatusTypeId: 1, monthlyHazardInsurance: null, monthlyTaxes: null, monthlyAssociationDues: null, existingLoanInd: true,
    subjectPropertyInd: false, activeInd: true, liabilities: [], ...overrides,
  };
}

/** Every box unchecked and every text empty, then the given answers. */
export function demographics(answers: Partial<DemographicInfo> = {}): DemographicInfo {
  const texts = new Set<string>(DEMOGRAPHIC_TEXT_FIELDS);
  const none = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, texts.has(f) ? null : false]));
  return { ...(none as Omit<DemographicInfo, 'demographicId' | 'applicationId' | 'activeInd' | 'demographicsCompletedInd'>),
    demographicId: 1, applicationId: 7001, activeInd: true, demographicsCompletedInd: true, ...answers };
}

export function offer(overrides: Partial<OfferRecord> = {}): OfferRecord {
  return {
    offerId: 1001, linkId: '1001', loanId: 1, loanRecordId: 1, loanNumber: '202301001', loanStatus: 'ACTIVE',
    occupancyType: 'Primary Residence', loanType: 'Conventional', loanPurpose: 'Refinance', loanAmount: 310000, appraisedValue: 450000,
    address: { line1: '123 Main St', line2: null, unit: 'Unit 4', city: 'Springfield', state: 'IL', county: 'Sangamon', zipcode: '62701', country: 'US' },
    currentPrincipalAndInterest: null, newPayment: null, monthlySavings: null, lifetimeSavings: null, companyDisclaimers: null,
    productDisclaimers: null, stateDisclaimers: null, disclaimer: null, loanOfficerName: null, brokerageName: null, offerStatusId: 4,
    showRealEstateSection: false, isNonServicedLoan: false, activeInd: true, isOfferReset: false, gmiAndDeclarationsFlag: false,
    submittedByBorrowerId: null, ...overrides,
  };
}
