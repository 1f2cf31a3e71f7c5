import { formatMoney } from '../../../../widgets/format';
import {
  activeRecords, type EmploymentPayloadItem, type EmploymentRecord, isCurrent, monthlyTotal, recordPayload,
} from '../mappers/employment/employment-records';
import type { ListItem, ListSource, ScreenContext } from '../mappers/types';

const money = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : `$${formatMoney(value)}`;

/** Item fields for the list templates; `id` is the employmentId (it fills the edit node's `:id`). */
function jobItem(e: EmploymentRecord): ListItem {
  const total = monthlyTotal(e.incomeInfo);
  return {
    id: String(e.employmentId),
    employmentId: e.employmentId,
    employerName: e.employerName,
    position: e.position,
    startDate: e.startDate,
    endDate: e.endDate,
    dates: isCurrent(e) ? `${e.startDate ?? ''} - Present` : `${e.startDate ?? ''} - ${e.endDate ?? ''}`,
    monthlyTotal: total,
    monthlyIncome: money(total),
  };
}

function militaryItem(e: EmploymentRecord): ListItem {
  const amount = e.militaryIncomeInfo?.militaryIncome1 ?? null;
  return {
    id: String(e.employmentId),
    employmentId: e.employmentId,
    employerName: e.employerName,
    startDate: e.startDate,
    incomeTypeId: e.militaryIncomeInfo?.incomeTypeId ?? null,
    incomeType: e.militaryIncomeInfo?.incomeType ?? e.employerName,
    monthlyTotal: amount ?? 0,
    monthlyIncome: money(amount),
  };
}

/** Soft delete: the record is saved again with activeInd false. */
function deletePayload(item: ListItem, ctx: ScreenContext): EmploymentPayloadItem[] {
  const all = [...activeRecords(ctx, 'job'), ...activeRecords(ctx, 'military')];
  const record = all.find((e) => String(e.employmentId) === item.id);
  if (record) return [recordPayload(record, false)];
  return [{ ...recordPayload({ employmentId: Number(item.id), applicationId: ctx.profile.applicationId } as EmploymentRecord, false) }];
}

const source = (items: (ctx: ScreenContext) => ListItem[]): ListSource => ({
  items,
  call: 'UpdateBorrowerEmployment',
  deletePayload,
});

/** Active records only: current = current and non-military, previous = not current and non-military, military apart. */
export const employmentListSources: Record<string, ListSource> = {
  'employment.current': source((ctx) => activeRecords(ctx, 'job').filter(isCurrent).map(jobItem)),
  'employment.previous': source((ctx) => activeRecords(ctx, 'job').filter((e) => !isCurrent(e)).map(jobItem)),
  'employment.military': source((ctx) => activeRecords(ctx, 'military').map(militaryItem)),
};
