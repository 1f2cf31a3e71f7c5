import type { AdditionalIncomeInfo } from '../../../../shared/api';
import { RecordNotFoundError, type ScreenContext } from '../types';

/** Form data of the `info/other-income` screen (absent = unanswered). */
export interface OtherIncomeFormData {
  [key: string]: unknown;
  incomeTypeId?: number;
  additionalIncome1?: number;
}

/** The active additional income the route's `:id` names; none on an add screen. */
export function editedIncome(ctx: ScreenContext): AdditionalIncomeInfo | undefined {
  const id = ctx.params.id;
  if (id === undefined) return undefined;
  const found = ctx.profile.additionalIncomeInfo.find((a) => a.activeInd && String(a.additionalIncomeId) === id);
  if (!found) throw new RecordNotFoundError('other income', id);
  return found;
}

/** An income type's description from the GetIncomeType lookup, else the one on file. */
export function incomeTypeName(ctx: ScreenContext, incomeTypeId: number | null | undefined, onFile?: string | null): string | null {
  const fromLookup = ctx.lookups.incomeTypes?.find((t) => t.incomeTypeId === incomeTypeId)?.description;
  return fromLookup ?? onFile ?? null;
}
