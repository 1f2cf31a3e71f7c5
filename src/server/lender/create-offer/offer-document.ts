import type { DemographicAnswers } from '../../../shared/api/gmi';
import type { FinancesAnswers, PropertyAndMoneyAnswers } from '../../../shared/api/declarations';
import type { GiftOrGrant } from '../../../shared/api/generated/types';
import type { SubjectPropertyAnswers } from '../../repositories/loan-answers';

/** The CreateOffer body (schemas/api/CreateOffer.body.json): one whole offer as the lender's offer service sends it. */

export interface OfferAddress {
  streetAddress: string; unitNum?: string | null; city: string; state: string; zipCode: string; country: string;
}

export interface OfferIncome { base: number; overtime?: number; bonus?: number; commissions?: number; other?: number }

export interface OfferResidence {
  addressId?: number; addressTypeId: 1 | 2 | 3; address: OfferAddress; years?: number; months?: number;
  housingTypeId?: 1 | 2 | 3 | null; rentAmount?: number | null;
}

export interface OfferEmployment {
  employmentId?: number; employerName: string; position?: string | null; phoneNumber?: string | null;
  address?: OfferAddress | null; startDate: string; endDate?: string | null; current: boolean; primary?: boolean;
  selfEmployed?: boolean; income: OfferIncome;
}

export interface OfferMilitaryEntitlement {
  employmentId?: number; employerName: string; startDate: string; incomeTypeId: 20 | 21 | 22; amount: number;
}

export interface OfferBorrower {
  borrowerId: number;
  applicationId?: number;
  borrowerOrder?: number;
  ssnLastSix: string;
  dateOfBirth: string;
  creditTypeId?: 1 | 2;
  jointCreditBorrowerId?: number | null;
  personal: {
    firstName: string; middleName?: string | null; lastName: string; suffixName?: string | null;
    citizenshipStatus?: string | null; maritalStatus?: string | null;
    alternateName?: { first: string; middle?: string | null; last: string } | null;
    dependentAges?: number[];
  };
  residences?: OfferResidence[];
  contact: {
    homePhoneNumber?: string | null; cellPhoneNumber?: string | null; workPhoneNumber?: string | null;
    workPhoneExtn?: string | null; emailAddress?: string | null;
  };
  employments?: OfferEmployment[];
  militaryEntitlements?: OfferMilitaryEntitlement[];
  additionalIncomes?: { additionalIncomeId?: number; incomeTypeId: number; amount: number }[];
  assets?: { assetId?: number; financialInstitution: string; assetTypeId: number; cashMarketValue: number }[];
  liabilityAccounts?: {
    liabilityAccountId?: number; companyName: string; accountNumber?: string; type: string; monthlyPayment: number;
    unpaidBalance: number;
  }[];
  otherAssets?: { otherAssetId?: number; type: string; value: number }[];
  otherLiabilities?: {
    otherLiabilityId?: number; holderName: string; liabilityTypeId: number; creditLimit?: number | null;
    monthlyPaymentAmount: number; unpaidBalanceAmount: number; sharedWithBorrowerIds?: number[];
  }[];
  otherExpenses?: { otherExpenseId?: number; type: string; monthlyPayment: number }[];
  loanAnswers?: { subjectProperty: Partial<SubjectPropertyAnswers>; hasGiftsOrGrants: boolean; gifts?: GiftOrGrant[] };
  declarations?: {
    declarationId?: number; propertyAndMoney: Partial<PropertyAndMoneyAnswers>; finances: Partial<FinancesAnswers>;
  };
  militaryService?: {
    militaryServiceInd: boolean | null; currentlyOnActiveDutyInd?: boolean | null; veteranInd?: boolean | null;
    reserveOrNationalGuardInd?: boolean | null; survivingSpouseInd?: boolean | null;
    serviceTourExpirationDate?: string | null;
  };
  demographics?: { demographicId?: number; answers: Partial<DemographicAnswers> };
}

export interface OfferLender {
  liabilityId?: number; holderName: string; account?: string; liabilityTypeId: number; mortgageTypeId?: number | null;
  creditLimit?: number | null; monthlyPaymentAmount: number; unpaidBalanceAmount: number;
}

export interface OfferProperty {
  realEstateOwnedId?: number; ownerBorrowerIds: number[]; address: OfferAddress; propertyValue: number;
  occupancyTypeId: number; propertyStatusTypeId?: number; monthlyRentGross?: number | null;
  monthlyExpense?: number | null; monthlyHazardInsurance?: number; monthlyTaxes?: number;
  monthlyAssociationDues?: number; subjectPropertyInd?: boolean; lenders?: OfferLender[];
}

export type IfInProgress = 'reject' | 'reset' | 'invalidate';

export interface OfferDocument {
  offerId: number;
  ifInProgress?: IfInProgress;
  loan: {
    loanId: number; loanRecordId: number; loanNumber: string; loanStatus?: string | null; loanType: string;
    loanPurpose: string; occupancyType: string; loanAmount: number; appraisedValue: number; isNonServicedLoan?: boolean;
  };
  property: {
    line1: string; line2?: string | null; unit?: string | null; city: string; state: string; county?: string | null;
    zipcode: string; country: string;
  };
  offerDetails: {
    currentPrincipalAndInterest: number; newPayment: number; monthlySavings: number; lifetimeSavings?: number | null;
    disclaimer?: string | null; companyDisclaimers?: string | null; productDisclaimers?: string | null;
    stateDisclaimers?: string | null;
  };
  loanOfficerName: string;
  brokerageName: string;
  showRealEstateSection?: boolean;
  gmiAndDeclarationsFlag?: boolean;
  borrowers: OfferBorrower[];
  properties?: OfferProperty[];
}
