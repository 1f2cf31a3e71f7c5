import { formatMoney } from '../../../../widgets/format';
import type { AdditionalIncomeInfo } from '../../../shared/api';
import type { ListItem, ListSource, ScreenContext } from '../mappers/types';

/** An income type's description from the GetIncomeType lookup, else the one on file. */
function incomeTypeName(ctx: ScreenContext, incomeTypeId: number | null, onFile: string | null): string | null {
  return ctx.lookups.incomeTypes?.find((t) => t.incomeTypeId === incomeTypeId)?.description ?? onFile;
}

const active = (ctx: ScreenContext): AdditionalIncomeInfo[] => ctx.profile.additionalIncomeInfo.filter((a) => a.activeInd);

/**
 * 'incomes.other': the active additional incomes. Item fields for the list templates: `incomeType` (title),
 * `amount` ("$1,250.00"), and the raw `additionalIncome1` / `incomeTypeId`; `id` is the additionalIncomeId.
 */
const otherIncomes: ListSource = {
  items: (ctx): ListItem[] =>
    active(ctx).map((a) => ({
      id: String(a.additionalIncomeId),
      additionalIncomeId: a.additionalIncomeId,
      incomeTypeId: a.incomeTypeId,
      incomeType: incomeTypeName(ctx, a.incomeTypeId, a.incomeType),
      additionalIncome1: a.additionalIncome1,
      amount: a.additionalIncome1 === null ? null : `$${formatMoney(a.additionalIncome1)}`,
    })),
  call: 'UpdateBorrowerAdditionalIncome',
  /** Soft delete: the record is saved again with activeInd false. */
  deletePayload: (item, ctx) => {
    const income = active(ctx).find((a) => String(a.additionalIncomeId) === item.id);
    return [
      {
        additionalIncomeId: income?.additionalIncomeId ?? Number(item.id),
        applicationId: income?.applicationId ?? ctx.profile.applicationId,
        incomeTypeId: income?.incomeTypeId ?? null,
        incomeType: income?.incomeType ?? null,
        additionalIncome1: income?.additionalIncome1 ?? null,
        activeInd: false,
      },
    ];
  },
};

export const otherIncomeListSources: Record<string, ListSource> = {
  'incomes.other': otherIncomes,
};
