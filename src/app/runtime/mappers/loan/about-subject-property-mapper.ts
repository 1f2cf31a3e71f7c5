import type { UiSchema } from '@rjsf/utils';
import type { LoanPurpose, RefiStatus, SubjectOccupancy } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import {
  ABOUT_FIELDS, MORE_ABOUT_FIELDS, occupancyOnFile, pickAnswers, RENTAL_OCCUPANCIES, subjectPropertyOf,
  subjectPropertyPayload, subjectRealEstate, type UpdateApplicationDataPayload,
} from './subject-property-form';

/** Form data of `loan/about-subject-property` (absent = unanswered). */
export interface AboutSubjectPropertyFormData {
  [key: string]: unknown;
  loanPurpose?: LoanPurpose;
  loanAmount?: number;
  propertyValue?: number;
  occupancy?: SubjectOccupancy;
  isFHASecondaryResidence?: boolean;
  monthlyRentalIncome?: number;
  refiStatus?: RefiStatus;
  hasExistingMortgage?: boolean;
  isApplyingForAdditionalMortgage?: boolean;
  expenses?: number;
}

/**
 * The offer's purpose, amount and value (read-only) and the saved answers. Before the first save, occupancy and
 * the existing-mortgage answer start from the subject property's record on file, if any.
 */
function toFormData(ctx: ScreenContext): AboutSubjectPropertyFormData {
  const info = subjectPropertyOf(ctx);
  const form: AboutSubjectPropertyFormData = { loanPurpose: info.loanPurpose };
  if (info.loanAmount !== null) form.loanAmount = info.loanAmount;
  if (info.propertyValue !== null) form.propertyValue = info.propertyValue;
  Object.assign(form, pickAnswers(info, ABOUT_FIELDS));
  if (info.occupancy === null) {
    const onFile = occupancyOnFile(ctx);
    if (onFile) form.occupancy = onFile;
  }
  if (info.hasExistingMortgage === null) {
    const existingLoan = subjectRealEstate(ctx)?.existingLoanInd;
    if (typeof existingLoan === 'boolean') form.hasExistingMortgage = existingLoan;
  }
  return form;
}

/** This screen's answers over the saved more-about-property ones (the save replaces the whole set). */
function toPayload(form: AboutSubjectPropertyFormData, ctx: ScreenContext): UpdateApplicationDataPayload {
  return subjectPropertyPayload(ctx, { ...pickAnswers(subjectPropertyOf(ctx), MORE_ABOUT_FIELDS), ...pickAnswers(form, ABOUT_FIELDS) });
}

/** The Purchase option is disabled when the purpose is Refinance. */
function toUiSchema(_ctx: ScreenContext, _uiSchema: UiSchema, formData: AboutSubjectPropertyFormData): UiSchema {
  return formData?.loanPurpose === 'Refinance' ? { loanPurpose: { 'ui:enumDisabled': ['Purchase'] } } : {};
}

/** A change of occupancy drops the answers its new value does not show (rental income, the FHA question). */
function onChange(next: AboutSubjectPropertyFormData): AboutSubjectPropertyFormData {
  const dropRent = next.monthlyRentalIncome !== undefined && !(next.occupancy && RENTAL_OCCUPANCIES.includes(next.occupancy));
  const dropFha = next.isFHASecondaryResidence !== undefined && next.occupancy !== 'SecondHome';
  if (!dropRent && !dropFha) return next;
  const out = { ...next };
  if (dropRent) delete out.monthlyRentalIncome;
  if (dropFha) delete out.isFHASecondaryResidence;
  return out;
}

export const aboutSubjectPropertyMapper: ContextMapper<AboutSubjectPropertyFormData> = {
  toFormData,
  toPayload,
  toUiSchema,
  onChange,
};
