import type { ContextMapper, ScreenContext } from '../types';
import {
  ABOUT_FIELDS, MORE_ABOUT_FIELDS, pickAnswers, subjectPropertyOf, subjectPropertyPayload,
  type UpdateApplicationDataPayload,
} from './subject-property-form';

/** Form data of `loan/more-about-property` (absent = unanswered). */
export interface MoreAboutPropertyFormData {
  [key: string]: unknown;
  isManufacturedHome?: boolean;
  isMixedUseProperty?: boolean;
}

const toFormData = (ctx: ScreenContext): MoreAboutPropertyFormData => pickAnswers(subjectPropertyOf(ctx), MORE_ABOUT_FIELDS);

/** This screen's answers merged over the saved subject property answers (the save replaces the whole set). */
function toPayload(form: MoreAboutPropertyFormData, ctx: ScreenContext): UpdateApplicationDataPayload {
  return subjectPropertyPayload(ctx, { ...pickAnswers(subjectPropertyOf(ctx), ABOUT_FIELDS), ...pickAnswers(form, MORE_ABOUT_FIELDS) });
}

export const moreAboutPropertyMapper: ContextMapper<MoreAboutPropertyFormData> = {
  call: 'UpdateApplicationData',
  toFormData,
  toPayload,
};
