import type {
  SubjectOccupancy, SubjectPropertyAnswers, SubjectPropertyInfo, SubjectPropertyInput, UpdateApplicationDataBody,
} from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ScreenContext } from '../types';

/** UpdateApplicationData body before the api client's cleanBody (null = not sent). */
export type UpdateApplicationDataPayload = BeforeCleaning<UpdateApplicationDataBody>;

/** Answers of `loan/about-subject-property` (the read-only purpose, amount and value are not answers). */
export const ABOUT_FIELDS = [
  'occupancy', 'isFHASecondaryResidence', 'monthlyRentalIncome', 'refiStatus', 'hasExistingMortgage',
  'isApplyingForAdditionalMortgage', 'expenses',
] as const satisfies readonly (keyof SubjectPropertyAnswers)[];

/** Answers of `loan/more-about-property`. */
export const MORE_ABOUT_FIELDS = ['isManufacturedHome', 'isMixedUseProperty'] as const satisfies readonly (keyof SubjectPropertyAnswers)[];

/** Occupancies that show the monthly rental income (spec: Primary Residence or Investment). */
export const RENTAL_OCCUPANCIES: readonly SubjectOccupancy[] = ['PrimaryResidence', 'InvestmentProperty'];

/** Property occupancy type ids (application-forms section 9) as subject property occupancies; 4 Other has none. */
const OCCUPANCY_BY_TYPE_ID: Record<number, SubjectOccupancy> = {
  1: 'InvestmentProperty',
  2: 'PrimaryResidence',
  3: 'SecondHome',
};

export const subjectPropertyOf = (ctx: ScreenContext): SubjectPropertyInfo => ctx.profile.subjectPropertyInfo;

/** The subject property among the borrower's real estate (`subjectPropertyInd`), if on file. */
export const subjectRealEstate = (ctx: ScreenContext) => ctx.profile.propertyInfo.find((p) => p.activeInd && p.subjectPropertyInd);

/** The occupancy on file for the subject property's real estate record, to start the form with. */
export function occupancyOnFile(ctx: ScreenContext): SubjectOccupancy | undefined {
  const typeId = subjectRealEstate(ctx)?.occupancyTypeId;
  return typeId === null || typeId === undefined ? undefined : OCCUPANCY_BY_TYPE_ID[typeId];
}

/** The given answers of `source` that are set (null and undefined left out). */
export function pickAnswers(source: Partial<Record<keyof SubjectPropertyAnswers, unknown>>, fields: readonly (keyof SubjectPropertyAnswers)[]): SubjectPropertyInput {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = source[field];
    if (value !== null && value !== undefined) out[field] = value;
  }
  return out as SubjectPropertyInput;
}

/**
 * The answers as sent: the offer's purpose, and only the answers the form shows for it (rental income for Primary
 * Residence or Investment occupancy, the FHA question for a Second Home, the refinance type for a Refinance).
 */
export function subjectPropertyInput(info: SubjectPropertyInfo, answers: SubjectPropertyInput): SubjectPropertyInput {
  const input: SubjectPropertyInput = { loanPurpose: info.loanPurpose, ...answers };
  if (!input.occupancy || !RENTAL_OCCUPANCIES.includes(input.occupancy)) delete input.monthlyRentalIncome;
  if (input.occupancy !== 'SecondHome') delete input.isFHASecondaryResidence;
  if (info.loanPurpose !== 'Refinance') delete input.refiStatus;
  return input;
}

/** A body that saves only the subject property answers. */
export function subjectPropertyPayload(ctx: ScreenContext, answers: SubjectPropertyInput): UpdateApplicationDataPayload {
  return {
    applicationId: ctx.profile.applicationId,
    subjectProperty: subjectPropertyInput(subjectPropertyOf(ctx), answers),
    giftsOrGrants: null,
  };
}
