/**
 * Step 4 Declarations (URLA section 5): field names as the spec spells them, including `affliiationWithSellerInd`
 * and `ownershipIntNewPropertyIND`. Unanswered questions are null.
 */

/** 1 Primary Residence, 2 FHA Secondary Residence, 3 Second Home, 4 Investment Property. */
export type DeclarationPropertyTypeId = 1 | 2 | 3 | 4;
/** 1 By Yourself, 2 Jointly With Your Spouse, 3 Jointly With Another Person. */
export type TitleHeldTypeId = 1 | 2 | 3;

/** Section 5a, About this Property and Your Money for this Loan (screen declarations/property-and-money). */
export interface PropertyAndMoneyAnswers {
  primaryResidenceInd: boolean | null;
  ownershipIntNewPropertyIND: boolean | null;
  propertyTypeId: DeclarationPropertyTypeId | null;
  titleHeldTypeId: TitleHeldTypeId | null;
  affliiationWithSellerInd: boolean | null;
  undisclosedBorrowedFundsInd: boolean | null;
  borrowedFundAmount: number | null;
  undisclosedMortgageAppInd: boolean | null;
  undisclosedCreditAppInd: boolean | null;
  cleanEnergyLienPropertyInd: boolean | null;
}

/** Section 5b, About Your Finances (screen declarations/declared-finances). */
export interface FinancesAnswers {
  undisclosedComakerOfNoteInd: boolean | null;
  outstandingJudgementsInd: boolean | null;
  delinquentInd: boolean | null;
  partyToLawsuitInd: boolean | null;
  priorPropertyDeedInLieuInd: boolean | null;
  priorPropertyShortsaleInd: boolean | null;
  priorPropertyForeclosedInd: boolean | null;
  bankruptcyInd: boolean | null;
  chapter7Ind: boolean | null;
  chapter11Ind: boolean | null;
  chapter12Ind: boolean | null;
  chapter13Ind: boolean | null;
}

/** The application's declarations (GetBorrowerData `declarationsInfo`; null until first saved). */
export interface DeclarationsInfo extends PropertyAndMoneyAnswers, FinancesAnswers {
  declarationId: number;
  applicationId: number;
  propertyMoneyCompletedInd: boolean;
  financesCompletedInd: boolean;
}

type Sent<T> = { [K in keyof T]?: T[K] };

/** UpdatePropertyAndMoney body after the client's body cleaning (absent == null). Answer: DeclarationsInfo. */
export interface UpdatePropertyAndMoneyBody extends Sent<PropertyAndMoneyAnswers> {
  applicationId: number;
  declarationId?: number | null;
  /** Next sends true, Save For Later false (a draft). */
  propertyMoneyCompletedInd: boolean;
}

/** UpdateFinances body after the client's body cleaning (absent == null). Answer: DeclarationsInfo. */
export interface UpdateFinancesBody extends Sent<FinancesAnswers> {
  applicationId: number;
  declarationId?: number | null;
  /** Next sends true, Save For Later false (a draft). */
  financesCompletedInd: boolean;
}
