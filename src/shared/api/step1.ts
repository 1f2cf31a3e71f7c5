/** Save calls of Step 1 "Your Info" (application-forms sections 3 and 7). Dates MM/DD/YYYY, money in dollars. */
import type { AddressInfo, EmploymentInfo, AdditionalIncomeInfo } from './borrower-data';
import type { MilitaryIncomeInfo } from './generated/types';

export interface IncomeType {
  incomeTypeId: number;
  description: string;
  militaryIncomeInd: boolean;
}

// ---- ADDRESS ----
export interface BorrowerAddressItem {
  borrowerAddressId?: number;
  borrowerId: number;
  applicationId: number;
  addressTypeId: 1 | 2 | 3;
  addressInfo: Partial<Omit<AddressInfo, 'addressId' | 'activeInd'>> & { addressId?: number; activeInd: boolean };
  years?: number;
  months?: number;
  housingTypeId?: 1 | 2 | 3;
  rentAmount?: number;
  activeInd: boolean;
}
export type UpdateBorrowerAddressBody = BorrowerAddressItem[];

// ---- CONTACT ----
export interface UpdateBorrowerContactBody {
  applicationId: number;
  borrowerId: number;
  homePhoneNumber?: string;
  cellPhoneNumber?: string;
  workPhoneNumber?: string;
  workPhoneExtn?: string;
  emailAddress: string;
}

// ---- OTHER INCOME ----
export interface AdditionalIncomeItem {
  additionalIncomeId?: number;
  applicationId: number;
  incomeTypeId: number | null;
  incomeType?: string;
  additionalIncome1: number;
  activeInd: boolean;
}
export type UpdateBorrowerAdditionalIncomeBody = AdditionalIncomeItem[];
export type UpdateBorrowerAdditionalIncomeResponse = AdditionalIncomeInfo[];

// ---- EMPLOYMENT ----
export type EmploymentItem = Partial<Omit<EmploymentInfo, 'employmentId' | 'applicationId' | 'incomeInfo' | 'activeInd'>> & {
  employmentId?: number;
  applicationId: number;
  activeInd: boolean;
  incomeInfo?: Partial<NonNullable<EmploymentInfo['incomeInfo']>>;
  militaryIncomeInfo?: MilitaryIncomeInfo;
};
export type UpdateBorrowerEmploymentBody = EmploymentItem[];
export type { MilitaryIncomeInfo, UpdateBorrowerEmploymentResponse } from './generated/types';
