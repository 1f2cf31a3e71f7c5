// The profile's types are generated from schemas/api (BorrowerProfile.response.json and the save answers it shares
// records with); the names below are the profile's parts, and the names route files import from here.
import type { BorrowerAddress, BorrowerProfileResponse } from './generated/types';

export type {
  AdditionalIncomeInfo,
  AssetInfo,
  BorrowerAddress,
  EmploymentInfo,
  LenderInfo,
  PropertyInfo,
} from './generated/types';

/** Answer of GetBorrowerData and UpdateBorrowerData. Missing values are null. */
export type BorrowerProfile = BorrowerProfileResponse;
export type BorrowerInfo = BorrowerProfile['borrowerInfo'];
export type ContactInfo = NonNullable<BorrowerProfile['contactInfo']>;
/** The borrower's answer to the language preference question (Supplemental Consumer Information Form). */
export type LanguagePreferenceInfo = NonNullable<BorrowerProfile['languagePreferenceInfo']>;
export type AlternateNameInfo = NonNullable<BorrowerInfo['alternateNameInfo']>;
export type DependentInfo = BorrowerInfo['dependentInfo'][number];
export type AddressInfo = BorrowerAddress['addressInfo'];
/** A borrower on the loan, for the pickers of shared records (assets, properties, lenders). */
export type LoanBorrower = BorrowerProfile['loanBorrowers'][number];

export type SuffixName = NonNullable<BorrowerInfo['suffixName']>;
export type CitizenshipStatus = NonNullable<BorrowerInfo['citizenshipStatus']>;
export type MaritalStatus = NonNullable<BorrowerInfo['maritalStatus']>;
