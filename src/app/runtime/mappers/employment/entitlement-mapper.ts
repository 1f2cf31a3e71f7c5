import type { UiSchema } from '@rjsf/utils';
import type { ContextMapper, ScreenContext } from '../types';
import { orNull } from '../personal-form';
import { type EntitlementFormData, presentFields } from './employment-form';
import { editedRecord, type EmploymentPayloadItem } from './employment-records';

function toFormData(ctx: ScreenContext): EntitlementFormData {
  const entitlement = editedRecord(ctx, 'military');
  if (!entitlement) return { militaryIncomeInfo: {} };
  const income = entitlement.militaryIncomeInfo;
  return {
    ...presentFields(entitlement, ['employerName', 'startDate'] as const),
    militaryIncomeInfo: income ? presentFields(income, ['incomeTypeId', 'militaryIncome1'] as const) : {},
  };
}

/** A military income type's description from the GetIncomeType lookup. */
function incomeTypeName(ctx: ScreenContext, incomeTypeId: number | undefined): string | undefined {
  return ctx.lookups.incomeTypes?.find((t) => t.incomeTypeId === incomeTypeId)?.description;
}

/** One military entitlement: a current, non-self-employed job with its military income. */
function toPayload(form: EntitlementFormData, ctx: ScreenContext): EmploymentPayloadItem[] {
  const entitlement = editedRecord(ctx, 'military');
  const { incomeTypeId, militaryIncome1 } = form.militaryIncomeInfo ?? {};
  const incomeType = incomeTypeName(ctx, incomeTypeId);
  const applicationId = ctx.profile.applicationId;
  return [
    {
      employmentId: entitlement?.employmentId ?? null,
      applicationId,
      employerName: orNull(form.employerName),
      position: null, phoneNumber: null, streetAddress: null, unitNum: null, city: null, state: null, zipCode: null,
      country: null,
      startDate: orNull(form.startDate),
      endDate: null,
      currentEmployerInd: true,
      previousEmployerInd: false,
      primaryEmploymentInd: false,
      isMilitaryEmployment: true,
      selfEmployedInd: false,
      specialEmploymentInd: false,
      ownershipShare: null,
      monthlyIncomeOrLoss: null,
      activeInd: true,
      incomeInfo: null,
      militaryIncomeInfo:
        incomeTypeId === undefined || militaryIncome1 === undefined
          ? null
          : { incomeTypeId, militaryIncome1, applicationId, ...(incomeType ? { incomeType } : {}) },
    },
  ];
}

/** The income type select offers the military GetIncomeType entries. */
function toUiSchema(ctx: ScreenContext, _uiSchema: UiSchema): UiSchema {
  const choices = (ctx.lookups.incomeTypes ?? [])
    .filter((t) => t.militaryIncomeInd)
    .map((t) => ({ label: t.description, value: t.incomeTypeId }));
  return { militaryIncomeInfo: { incomeTypeId: { 'ui:options': { choices } } } };
}

export const entitlementMapper: ContextMapper<EntitlementFormData> = {
  lookups: ['incomeTypes'],
  toFormData,
  toPayload,
  toUiSchema,
  isEdit: (ctx) => ctx.params.id !== undefined,
};
