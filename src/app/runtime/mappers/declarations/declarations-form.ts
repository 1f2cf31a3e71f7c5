import type { DeclarationsInfo } from '../../../../shared/api';
import type { ScreenContext } from '../types';

/** Form data of `declarations/property-and-money` (URLA 5a; absent = unanswered). Names as the spec spells them. */
export interface PropertyAndMoneyFormData {
  [key: string]: unknown;
  primaryResidenceInd?: boolean;
  ownershipIntNewPropertyIND?: boolean;
  propertyTypeId?: number;
  titleHeldTypeId?: number;
  affliiationWithSellerInd?: boolean;
  undisclosedBorrowedFundsInd?: boolean;
  borrowedFundAmount?: number;
  undisclosedMortgageAppInd?: boolean;
  undisclosedCreditAppInd?: boolean;
  cleanEnergyLienPropertyInd?: boolean;
}

export const CHAPTERS = ['chapter7Ind', 'chapter11Ind', 'chapter12Ind', 'chapter13Ind'] as const;
export type Chapter = (typeof CHAPTERS)[number];

/** The bankruptcy chapters as the screen's box group (a nested object; flattened for UpdateFinances). */
export type BankruptcyChapters = { [K in Chapter]?: boolean };

/** Form data of `declarations/declared-finances` (URLA 5b; absent = unanswered). */
export interface DeclaredFinancesFormData {
  [key: string]: unknown;
  undisclosedComakerOfNoteInd?: boolean;
  outstandingJudgementsInd?: boolean;
  delinquentInd?: boolean;
  partyToLawsuitInd?: boolean;
  priorPropertyDeedInLieuInd?: boolean;
  priorPropertyShortsaleInd?: boolean;
  priorPropertyForeclosedInd?: boolean;
  bankruptcyInd?: boolean;
  bankruptcyChapters?: BankruptcyChapters;
}

/** The application's saved declarations, or null before the first save. */
export function savedDeclarations(ctx: ScreenContext): DeclarationsInfo | null {
  return ctx.profile.declarationsInfo ?? null;
}

/** Copies the answered (non-null) fields of `from` into a form object. */
export function answered<K extends string>(
  from: Partial<Record<K, unknown>> | null,
  fields: readonly K[],
): Partial<Record<K, unknown>> {
  const form: Partial<Record<K, unknown>> = {};
  if (!from) return form;
  for (const field of fields) {
    const value = from[field];
    if (value !== null && value !== undefined) form[field] = value;
  }
  return form;
}

/** A yes/no answer as sent: unanswered = null (the api client's cleanBody drops it). */
export const yesNo = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
