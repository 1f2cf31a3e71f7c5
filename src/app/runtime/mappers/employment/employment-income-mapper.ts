import { type ContextMapper, RecordNotFoundError, type ScreenContext } from '../types';
import type { EmploymentIncomeFormData, MonthlyIncomes } from './employment-form';
import { editedRecord, type EmploymentPayloadItem, type EmploymentRecord, monthlyTotal, recordPayload } from './employment-records';

const OPTIONAL = ['overtimeIncome', 'bonusIncome', 'commissionsIncome', 'otherIncome'] as const;

/** The job the route's `:id` names (this screen has no add form). */
function job(ctx: ScreenContext): EmploymentRecord {
  const found = editedRecord(ctx, 'job');
  if (!found) throw new RecordNotFoundError('employment', ctx.params.id);
  return found;
}

function toFormData(ctx: ScreenContext): EmploymentIncomeFormData {
  const income = job(ctx).incomeInfo;
  const incomeInfo: EmploymentIncomeFormData['incomeInfo'] = {};
  if (income?.monthlyBaseIncome != null) incomeInfo.monthlyBaseIncome = income.monthlyBaseIncome;
  for (const key of OPTIONAL) incomeInfo[key] = income?.[key] ?? 0;
  return { incomeInfo, totalMonthlyIncome: monthlyTotal(income) };
}

/** The job saved again with its five incomes (optional ones default 0); the total is never sent. */
function toPayload(form: EmploymentIncomeFormData, ctx: ScreenContext): EmploymentPayloadItem[] {
  const entered = form.incomeInfo ?? {};
  const incomeInfo: Partial<MonthlyIncomes> = {};
  if (entered.monthlyBaseIncome !== undefined) incomeInfo.monthlyBaseIncome = entered.monthlyBaseIncome;
  for (const key of OPTIONAL) incomeInfo[key] = entered[key] ?? 0;
  return [{ ...recordPayload(job(ctx), true), incomeInfo }];
}

export const employmentIncomeMapper: ContextMapper<EmploymentIncomeFormData> = {
  toFormData,
  toPayload,
  /** Incomes on file are edited (Update / Cancel); a new job's first incomes are entered (Next). */
  isEdit: (ctx) => job(ctx).incomeInfo?.monthlyBaseIncome != null,
};
