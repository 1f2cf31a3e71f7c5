/** Loan flow (UpdateApplicationData): the subject property answers and the gifts or grants. */

/** The offer's loan purpose; an offer without one is a Refinance (spec default). */
export type LoanPurpose = 'Purchase' | 'Refinance';
/** Occupancy of the subject property (URLA 4a). */
export type SubjectOccupancy = 'PrimaryResidence' | 'SecondHome' | 'InvestmentProperty';
/** Refinance type (URLA 4a), asked when the purpose is Refinance. */
export type RefiStatus = 'NoCashOut' | 'LimitedCashOut' | 'CashOut';

/** Gift asset types, statuses and sources (application-forms section 9, verbatim). */
export const GIFT_TYPES = ['Cash Gift', 'Gift of Equity', 'Grant'] as const;
export const GIFT_STATUSES = ['Deposited', 'Not Deposited'] as const;
export const GIFT_SOURCES = [
  'Community Nonprofit', 'Employer', 'Federal Agency', 'Lender', 'Local Agency', 'Parent', 'Relative',
  'Religious Nonprofit', 'State Agency', 'Unmarried Partner', 'Unrelated Friend', 'Other',
] as const;
export type GiftType = (typeof GIFT_TYPES)[number];
export type GiftStatus = (typeof GIFT_STATUSES)[number];
export type GiftSource = (typeof GIFT_SOURCES)[number];

/** The subject property's address, from the offer (read-only). */
export interface SubjectPropertyAddress {
  streetAddress: string | null;
  unitNum: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  county: string | null;
  country: string | null;
}

/** The borrower's answers about the subject property; each null until saved. */
export interface SubjectPropertyAnswers {
  occupancy: SubjectOccupancy | null;
  monthlyRentalIncome: number | null;
  refiStatus: RefiStatus | null;
  hasExistingMortgage: boolean | null;
  isApplyingForAdditionalMortgage: boolean | null;
  isFHASecondaryResidence: boolean | null;
  isManufacturedHome: boolean | null;
  isMixedUseProperty: boolean | null;
  expenses: number | null;
}

/** Profile field `subjectPropertyInfo`: address, purpose, amount and value from the offer, and the answers. */
export interface SubjectPropertyInfo extends SubjectPropertyAnswers {
  address: SubjectPropertyAddress;
  loanPurpose: LoanPurpose;
  loanAmount: number | null;
  /** The offer's appraised value. */
  propertyValue: number | null;
}

export interface GiftOrGrant {
  giftId: number;
  type: GiftType;
  status: GiftStatus;
  source: GiftSource;
  value: number;
}

/** Profile field `giftsOrGrantsInfo`: the landing answer (null until saved) and the active gifts. */
export interface GiftsOrGrantsInfo {
  hasGiftsOrGrants: boolean | null;
  gifts: GiftOrGrant[];
}

/**
 * UpdateApplicationData `subjectProperty`: the whole set of answers (absent = no answer). It replaces the saved
 * answers, so each screen sends its own answers merged over the saved ones. `loanPurpose` is the offer's (the
 * server sets it before validation; a value sent is ignored).
 */
export type SubjectPropertyInput = { loanPurpose?: LoanPurpose } & {
  [K in keyof SubjectPropertyAnswers]?: Exclude<SubjectPropertyAnswers[K], null>;
};

/** A gift row: without giftId a new one; a saved gift left out of `gifts` is removed. */
export interface GiftOrGrantInput {
  giftId?: number;
  type: GiftType;
  status: GiftStatus;
  source: GiftSource;
  value: number;
}

/**
 * UpdateApplicationData `giftsOrGrants`: the landing answer, and on the gifts screen the full list of rows.
 * No clears every gift; Yes without `gifts` keeps the saved ones.
 */
export interface GiftsOrGrantsInput {
  hasGiftsOrGrants: boolean;
  gifts?: GiftOrGrantInput[];
}

/** UpdateApplicationData body after the client's body cleaning (absent == null). */
export interface UpdateApplicationDataBody {
  applicationId: number;
  subjectProperty?: SubjectPropertyInput;
  giftsOrGrants?: GiftsOrGrantsInput;
}

/** UpdateApplicationData answer: the loan flow's profile fields as saved. */
export interface UpdateApplicationDataResponse {
  subjectPropertyInfo: SubjectPropertyInfo;
  giftsOrGrantsInfo: GiftsOrGrantsInfo;
}
