import type { LinkId } from './offer';
import type { DeclarationsInfo } from './declarations';
import type { LiabilityAccountInfo, OtherAssetInfo, OtherExpenseInfo, OtherLiabilityInfo } from './finances';
import type { DemographicInfo, MilitaryInfo } from './gmi';
import type { GiftsOrGrantsInfo, SubjectPropertyInfo } from './loan';
import type { MilitaryIncomeInfo } from './step1';

export type SuffixName =
  | 'None' | 'Jr.' | 'Sr.' | 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII' | 'IX' | 'X' | 'Other';
export type CitizenshipStatus = 'USCitizen' | 'PermanentResidentAlien' | 'NonPermanentResidentAlien';
export type MaritalStatus = 'Married' | 'Separated' | 'Unmarried';

export interface GetBorrowerDataBody {
  applicationId: number;
}

export interface AlternateNameInfo {
  alternateFirstName: string | null;
  alternateMiddleName: string | null;
  alternateLastName: string | null;
  borrowerId: number;
  activeInd: boolean;
}

export interface DependentInfo {
  dependentId: number | null;
  dependentAge: number;
  borrowerId: number;
  activeInd: boolean;
}

export interface AddressInfo {
  addressId: number;
  streetAddress: string | null;
  unitNum: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  activeInd: boolean;
}

export interface BorrowerAddress {
  borrowerAddressId: number;
  borrowerId: number;
  addressTypeId: number;
  addressTypeInfo: { typeOfAddress: 'Current' | 'Prior' | 'Mailing' };
  addressInfo: AddressInfo;
  years: number | null;
  months: number | null;
  housingTypeId: number | null;
  rentAmount: number | null;
  activeInd: boolean;
}

export interface ContactInfo {
  homePhoneNumber: string | null;
  cellPhoneNumber: string | null;
  workPhoneNumber: string | null;
  workPhoneExtn: string | null;
  emailAddress: string | null;
}

export interface IncomeInfo {
  monthlyBaseIncome: number | null;
  overtimeIncome: number | null;
  bonusIncome: number | null;
  commissionsIncome: number | null;
  otherIncome: number | null;
  applicationId: number;
  employmentId: number;
}

export interface EmploymentInfo {
  employmentId: number;
  applicationId: number;
  employerName: string | null;
  position: string | null;
  phoneNumber: string | null;
  streetAddress: string | null;
  unitNum: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  startDate: string | null;
  endDate: string | null;
  currentEmployerInd: boolean | null;
  previousEmployerInd: boolean | null;
  primaryEmploymentInd: boolean | null;
  isMilitaryEmployment: boolean | null;
  selfEmployedInd: boolean | null;
  specialEmploymentInd: boolean | null;
  ownershipShare: string | null;
  monthlyIncomeOrLoss: number | null;
  activeInd: boolean;
  incomeInfo: IncomeInfo | null;
  /** Military entitlements (isMilitaryEmployment) carry their income type and amount. */
  militaryIncomeInfo?: MilitaryIncomeInfo | null;
}

export interface AdditionalIncomeInfo {
  additionalIncomeId: number;
  applicationId: number;
  incomeTypeId: number | null;
  incomeType: string | null;
  additionalIncome1: number | null;
  activeInd: boolean;
}

export interface AssetInfo {
  assetInformationId: number;
  financialInstitution: string | null;
  assetType: { assetTypeId: number; description: string };
  cashMarketValue: number | null;
  applicationId: number;
  borrowerAssets: { applicationId: number; isJointAsset: boolean; borrowerAssetId: number }[];
}

export interface LenderInfo {
  liabilityId: number;
  holderName: string | null;
  account: string | null;
  liabilityTypeId: number | null;
  mortgageTypeId: number | null;
  creditLimit: number | null;
  monthlyPaymentAmount: number | null;
  unpaidBalanceAmount: number | null;
  applicationIds: number[];
  realEstateOwnedId: number;
  activeInd: boolean;
}

export interface PropertyInfo {
  realEstateOwnedId: number;
  address: Omit<AddressInfo, 'activeInd'>;
  applicationIds: number[];
  propertyValue: number | null;
  occupancyTypeId: number | null;
  monthlyRentGross: number | null;
  monthlyExpense: number | null;
  monthlyRentNet: number | null;
  propertyStatusTypeId: number | null;
  monthlyHazardInsurance: number | null;
  monthlyTaxes: number | null;
  monthlyAssociationDues: number | null;
  existingLoanInd: boolean | null;
  subjectPropertyInd: boolean | null;
  activeInd: boolean;
  liabilities: LenderInfo[];
}

export interface BorrowerInfo {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffixName: SuffixName | null;
  otherSuffix: string | null;
  /** MM/DD/YYYY */
  dateOfBirth: string | null;
  citizenshipStatus: CitizenshipStatus | null;
  maritalStatus: MaritalStatus | null;
  alternateNameInd: boolean | null;
  alternateNameInfo: AlternateNameInfo | null;
  dependentsInd: boolean | null;
  dependentInfo: DependentInfo[];
  borrowerAddressInfo: BorrowerAddress[];
}

export interface PotentialJointBorrower {
  borrowerId: number;
  firstName: string | null;
  lastName: string | null;
  activeInd: boolean;
}

/** A borrower on the loan, for the pickers of shared records (assets, properties, lenders). */
export interface LoanBorrower {
  borrowerId: number;
  applicationId: number;
  firstName: string | null;
  lastName: string | null;
}

/** Answer of GetBorrowerData and UpdateBorrowerData. Missing values are null. */
export interface BorrowerProfile {
  applicationId: number;
  offerId: LinkId;
  loanNumber: string;
  borrowerId: number;
  activeInd: boolean;
  activeOfferInd: boolean;
  applicationStatusId: number;
  creditTypeId: number | null;
  jointCreditBorrowerId: number | null;
  potentialJointBorrowers: PotentialJointBorrower[];
  /** Every active borrower on the loan, this application's borrower first. */
  loanBorrowers: LoanBorrower[];
  /** Answers of screens saved through SaveScreenAnswers, by step and screen. */
  screenAnswers: Record<string, Record<string, Record<string, unknown>>>;
  borrowerInfo: BorrowerInfo;
  contactInfo: ContactInfo | null;
  employmentInfo: EmploymentInfo[];
  additionalIncomeInfo: AdditionalIncomeInfo[];
  totalCurrentIncome: number;
  totalAdditionalIncome: number;
  totalMilitaryIncome: number;
  assetInfo: AssetInfo[];
  propertyInfo: PropertyInfo[];
  showRealEstateSection: boolean;
  missingValues: string[];
  /** Step 2: the local-only forms of the spec, persisted by UpdateOtherAssetsAndLiabilities. */
  liabilityInfo: LiabilityAccountInfo[];
  otherAssetInfo: OtherAssetInfo[];
  otherLiabilityInfo: OtherLiabilityInfo[];
  otherExpenseInfo: OtherExpenseInfo[];
  /** Loan flow (UpdateApplicationData): the subject property (address and loan terms from the offer) and gifts. */
  subjectPropertyInfo: SubjectPropertyInfo;
  giftsOrGrantsInfo: GiftsOrGrantsInfo;
  /** Step 4 (UpdatePropertyAndMoney, UpdateFinances); null until first saved. */
  declarationsInfo: DeclarationsInfo | null;
  /** Step 5 (UpdateMilitaryService, UpdateGMI); null until first saved. */
  militaryInfo: MilitaryInfo | null;
  demographicInfo: DemographicInfo | null;
}

/** UpdateBorrowerData body after the client's body cleaning (absent == null). */
export interface UpdateBorrowerDataBody {
  applicationId: number;
  borrowerId: number;
  firstName: string;
  middleName?: string;
  lastName: string;
  suffixName?: SuffixName;
  otherSuffix?: string;
  dateOfBirth: string;
  citizenshipStatus: CitizenshipStatus;
  maritalStatus: MaritalStatus;
  creditTypeId: 1 | 2;
  jointCreditBorrowerId?: number;
  alternateNameInd: boolean;
  /** Nested objects are not cleaned by cleanBody: an empty name is left out, never null. */
  alternateNameInfo?: {
    alternateFirstName?: string;
    alternateMiddleName?: string;
    alternateLastName?: string;
    borrowerId?: number;
    activeInd?: boolean;
  };
  dependentsInd: boolean;
  dependentInfo?: { dependentId?: number; dependentAge: number; borrowerId: number; activeInd: boolean }[];
}
