import type { EmploymentInfo, EmploymentItem, MilitaryIncomeInfo } from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import { RecordNotFoundError, type ScreenContext } from '../types';

/** An employment record of the profile; military ones carry their income (UpdateBorrowerEmployment answers it). */
export type EmploymentRecord = EmploymentInfo & { militaryIncomeInfo?: MilitaryIncomeInfo | null };

/** One UpdateBorrowerEmployment item before the api client's cleanBody (null = not sent). */
export type EmploymentPayloadItem = BeforeCleaning<EmploymentItem>;

export type EmploymentKind = 'job' | 'military';

const isMilitary = (e: EmploymentRecord): boolean => e.isMilitaryEmployment === true;
/** currentEmployerInd is the inverse of previousEmployerInd; either one on file decides. */
export const isCurrent = (e: EmploymentRecord): boolean =>
  e.currentEmployerInd ?? (e.previousEmployerInd === null ? true : !e.previousEmployerInd);

/** The active records of one kind (jobs = non-military), in the profile's order. */
export function activeRecords(ctx: ScreenContext, kind: EmploymentKind): EmploymentRecord[] {
  const records = ctx.profile.employmentInfo as EmploymentRecord[];
  return records.filter((e) => e.activeInd && isMilitary(e) === (kind === 'military'));
}

/** The active record of this kind the route's `:id` names; none on an add screen; unknown ids -> "Oh, no". */
export function editedRecord(ctx: ScreenContext, kind: EmploymentKind): EmploymentRecord | undefined {
  const id = ctx.params.id;
  if (id === undefined) return undefined;
  const found = activeRecords(ctx, kind).find((e) => String(e.employmentId) === id);
  if (!found) throw new RecordNotFoundError(kind === 'military' ? 'military entitlement' : 'employment', id);
  return found;
}

/** The five monthly incomes of a job (missing ones count 0). */
export function monthlyTotal(income: EmploymentInfo['incomeInfo'] | undefined): number {
  if (!income) return 0;
  const parts = [income.monthlyBaseIncome, income.overtimeIncome, income.bonusIncome, income.commissionsIncome, income.otherIncome];
  return Math.round(parts.reduce<number>((sum, v) => sum + (v ?? 0), 0) * 100) / 100;
}

/** The record as saved again (income screen, soft delete): every field on file, nested objects without nulls. */
export function recordPayload(e: EmploymentRecord, activeInd: boolean): EmploymentPayloadItem {
  const { incomeInfo: _income, militaryIncomeInfo, ...fields } = e;
  return {
    ...fields,
    activeInd,
    incomeInfo: null,
    militaryIncomeInfo: militaryIncomeInfo ? militaryPayload(militaryIncomeInfo) : null,
  };
}

function militaryPayload(m: MilitaryIncomeInfo): MilitaryIncomeInfo {
  return {
    incomeTypeId: m.incomeTypeId,
    militaryIncome1: m.militaryIncome1,
    applicationId: m.applicationId,
    ...(m.incomeType ? { incomeType: m.incomeType } : {}),
  };
}

/** The saved id of the first item of an UpdateBorrowerEmployment answer. */
export function firstEmploymentId(response: unknown): number | undefined {
  if (!Array.isArray(response)) return undefined;
  const id = (response[0] as { employmentId?: unknown } | undefined)?.employmentId;
  return typeof id === 'number' ? id : undefined;
}
