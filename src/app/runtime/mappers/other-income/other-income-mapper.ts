import type { AdditionalIncomeItem } from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ContextMapper, ScreenContext } from '../types';
import { editedIncome, incomeTypeName, type OtherIncomeFormData } from './other-income-form';
import { incomeTypeChoicesUi } from './income-type-choices';

/** One UpdateBorrowerAdditionalIncome item before the api client's cleanBody (null = not sent). */
export type AdditionalIncomePayloadItem = BeforeCleaning<AdditionalIncomeItem>;

function toFormData(ctx: ScreenContext): OtherIncomeFormData {
  const income = editedIncome(ctx);
  if (!income) return {};
  const form: OtherIncomeFormData = {};
  if (income.incomeTypeId !== null) form.incomeTypeId = income.incomeTypeId;
  if (income.additionalIncome1 !== null) form.additionalIncome1 = income.additionalIncome1;
  return form;
}

/** The screen saves one record: a new one on add, the `:id` record on edit. */
function toPayload(form: OtherIncomeFormData, ctx: ScreenContext): AdditionalIncomePayloadItem[] {
  const income = editedIncome(ctx);
  const incomeTypeId = form.incomeTypeId ?? null;
  return [
    {
      additionalIncomeId: income?.additionalIncomeId ?? null,
      applicationId: ctx.profile.applicationId,
      incomeTypeId,
      incomeType: incomeTypeName(ctx, incomeTypeId, income?.incomeTypeId === incomeTypeId ? income.incomeType : null),
      additionalIncome1: form.additionalIncome1 ?? null,
      activeInd: true,
    },
  ];
}

export const otherIncomeMapper: ContextMapper<OtherIncomeFormData> = {
  lookups: ['incomeTypes'],
  toFormData,
  toPayload,
  toUiSchema: incomeTypeChoicesUi,
  isEdit: (ctx) => ctx.params.id !== undefined,
};
