import type { LinkId } from './offer';
import type { PropertyInfo } from './borrower-data';

/** Loan types whose lender has a credit limit (spec section 9: 4 Revolving Credit, 6 HELOC). */
export const CREDIT_LIMIT_LOAN_TYPES: readonly number[] = [4, 6];

/** Property status on add (spec section 9: property status default 1, Retained). */
export const DEFAULT_PROPERTY_STATUS = 1;

/** A property's address in the body: no addressId = a new address; state and ZIP only for US or empty country. */
export interface PropertyAddressInput {
  addressId?: number;
  streetAddress: string;
  unitNum?: string;
  city: string;
  state?: string;
  zipCode?: string;
  country: string;
}

/**
 * One `realEstateOwneds` item: PropertyInfo's fields. No realEstateOwnedId = a new property; `applicationIds` the
 * borrowers on it; `activeInd` false = removal (only realEstateOwnedId needed); monthlyRentNet is the server's.
 */
export interface PropertyInput {
  realEstateOwnedId?: number;
  address?: PropertyAddressInput;
  applicationIds?: number[];
  propertyValue?: number;
  occupancyTypeId?: number;
  monthlyRentGross?: number;
  monthlyExpense?: number;
  monthlyRentNet?: number;
  propertyStatusTypeId?: number;
  monthlyHazardInsurance?: number;
  monthlyTaxes?: number;
  monthlyAssociationDues?: number;
  existingLoanInd?: boolean;
  activeInd: boolean;
}

/** UpdateBorrowerProperty body (spec: "offerId plus a list of realEstateOwneds"); nested items carry no empty fields. */
export interface UpdateBorrowerPropertyBody {
  offerId: LinkId;
  realEstateOwneds: PropertyInput[];
}

/** The saved properties in body order (a removed one with activeInd false). */
export type UpdateBorrowerPropertyResponse = PropertyInfo[];

/** UpdateLenderLiability body after the client's cleaning (absent == null); activeInd false = removal. */
export interface UpdateLenderLiabilityBody {
  liabilityId?: number;
  holderName?: string;
  account?: string;
  liabilityTypeId?: number;
  mortgageTypeId?: number;
  monthlyPaymentAmount?: number;
  unpaidBalanceAmount?: number;
  creditLimit?: number;
  applicationIds?: number[];
  realEstateOwnedId: number;
  activeInd: boolean;
}

