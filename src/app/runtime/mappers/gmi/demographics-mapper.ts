import type { DemographicInfo, UpdateGMIBody } from '../../../../shared/api/gmi';
import { DEMOGRAPHIC_TEXT_FIELDS } from '../../../../shared/api/gmi';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ContextMapper, SaveOptions, ScreenContext } from '../types';
import { DEMOGRAPHIC_GROUPS, type DemographicGroupData, type DemographicsFormData } from './demographics-form';
import { applyDemographicRules, demographicsUi } from './demographics-rules';

/** UpdateGMI body before the api client's cleanBody (null = not sent). */
export type UpdateGMIPayload = BeforeCleaning<UpdateGMIBody>;

const TEXTS: ReadonlySet<string> = new Set(DEMOGRAPHIC_TEXT_FIELDS);

/** GetBorrowerData demographicInfo -> the three groups (always present, empty when nothing is on file). */
export function demographicsToFormData(ctx: ScreenContext): DemographicsFormData {
  const info: DemographicInfo | null = ctx.profile.demographicInfo;
  const form: DemographicsFormData = {};
  for (const group of DEMOGRAPHIC_GROUPS) {
    const data: DemographicGroupData = {};
    for (const field of group.fields) {
      const value = info?.[field];
      if (typeof value === 'boolean') data[field] = value;
      else if (typeof value === 'string' && value.trim() !== '') data[field] = value.trim();
    }
    form[group.name] = data;
  }
  return applyDemographicRules(form);
}

/**
 * The groups flattened into the UpdateGMI body: an unchecked box is false, an empty text not sent. Next sends
 * demographicsCompletedInd true, Save For Later false (a draft).
 */
export function demographicsToPayload(form: DemographicsFormData, ctx: ScreenContext, options?: SaveOptions): UpdateGMIPayload {
  const data = applyDemographicRules(form);
  const answers: Record<string, boolean | string | null> = {};
  for (const group of DEMOGRAPHIC_GROUPS) {
    const values = data[group.name] ?? {};
    for (const field of group.fields) {
      const value = values[field];
      if (TEXTS.has(field)) answers[field] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
      else answers[field] = value === true;
    }
  }
  return {
    applicationId: ctx.profile.applicationId,
    demographicId: ctx.profile.demographicInfo?.demographicId ?? null,
    activeInd: true,
    demographicsCompletedInd: options?.complete ?? true,
    ...answers,
  } as UpdateGMIPayload;
}

export const demographicsFormMapper: ContextMapper<DemographicsFormData> = {
  toFormData: demographicsToFormData,
  toPayload: demographicsToPayload,
  onChange: (next) => applyDemographicRules(next),
  toUiSchema: (_ctx, _uiSchema, formData) => demographicsUi(formData),
  isComplete: (ctx) => ctx.profile.demographicInfo?.demographicsCompletedInd === true,
};
