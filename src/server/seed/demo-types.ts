import type { OfferBorrower, OfferProperty } from '../lender/create-offer/offer-document';

type Personal = OfferBorrower['personal'];
type Lender = NonNullable<OfferProperty['lenders']>[number];

export interface DemoAddress {
  streetAddress: string; unitNum: string | null; city: string; state: string; zipCode: string; country: string;
}

/** An address the borrower lives or lived at: time there and housing (1 Own, 2 Rent with its rent, 3 Rent Free). */
export type DemoResidence = DemoAddress & { years: number; months: number; housingTypeId: 1 | 2 | 3; rentAmount?: number };

export interface DemoEmployment {
  employerName: string; position: string; phoneNumber: string; address: DemoAddress; startDate: string;
  selfEmployedInd: boolean;
  income: { base: number; overtime: number; bonus: number; commissions: number; other: number };
}

export interface DemoBorrower {
  borrowerId: number; applicationId: number; borrowerOrder: number;
  firstName: string; middleName: string | null; lastName: string; suffixName: NonNullable<Personal['suffixName']> | null;
  ssnLastSix: string; dateOfBirth: string; citizenshipStatus: NonNullable<Personal['citizenshipStatus']>;
  maritalStatus: NonNullable<Personal['maritalStatus']> | null;
  hasSignedConsent: boolean; locked: boolean; applicationStatusId: number;
  /** Prior Loan Info review: 1 To Do, 2 In Progress, 3 Done. */
  priorLoanReviewStatusId: number; isOfferReviewed: boolean;
  /** A demo account (email on file + this password), hashed at seed time. */
  accountPassword: string | null;
  creditTypeId: 1 | 2; jointCreditBorrowerId: number | null;
  alternateName: { first: string; middle: string | null; last: string } | null;
  dependentAges: number[];
  currentAddress: DemoResidence;
  /** Where the borrower lived before the current address (a prior residence). */
  previousAddress?: DemoResidence;
  contact: { home: string | null; cell: string | null; work: string | null; email: string };
  employment: DemoEmployment;
  assets: { financialInstitution: string; assetTypeId: number; cashMarketValue: number }[];
  previousJob?: { employerName: string; position: string; startDate: string; endDate: string; base: number };
  /** A military entitlement (income type 20 Military Base Pay, 21 Housing, 22 Combat Pay). */
  entitlement?: { employerName: string; startDate: string; incomeTypeId: 20 | 21 | 22; amount: number };
  otherIncomes?: { incomeTypeId: number; amount: number }[];
}

export interface DemoProperty {
  realEstateOwnedId: number; address: DemoAddress; propertyValue: number; occupancyTypeId: OfferProperty['occupancyTypeId'];
  monthlyRentGross: number; monthlyExpense: number; monthlyHazardInsurance: number; monthlyTaxes: number;
  monthlyAssociationDues: number; existingLoanInd: boolean;
  /** The offer's own property (its lenders are read-only in the portal). */
  subjectPropertyInd?: boolean;
  lender: { liabilityId: number; holderName: string; account: string; liabilityTypeId: Lender['liabilityTypeId'];
    mortgageTypeId: NonNullable<Lender['mortgageTypeId']>;
    monthlyPaymentAmount: number; unpaidBalanceAmount: number } | null;
}

export interface DemoOffer {
  offerId: number; loanNumber: string; loanStatus: string; occupancyType: string; loanType: string;
  loanPurpose: string; loanAmount: number; appraisedValue: number;
  property: { line1: string; line2: string | null; unit: string | null; city: string; state: string;
    county: string; zipcode: string; country: string };
  currentPrincipalAndInterest: number; newPayment: number; monthlySavings: number; lifetimeSavings: number;
  loanOfficerName: string; brokerageName: string; disclaimer: string; offerStatusId: number; showRealEstateSection: boolean;
  activeInd: boolean; isOfferReset: boolean; submittedByBorrowerId: number | null;
  borrowers: DemoBorrower[];
  properties: DemoProperty[];
}
