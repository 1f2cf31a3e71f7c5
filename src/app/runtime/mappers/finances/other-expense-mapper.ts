import type { OtherExpenseType, UpdateOtherAssetsAndLiabilitiesBody } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import { compact, editedOtherExpense, isEdit, OTHER_ITEMS_CALL, present } from './finance-records';

/** Form data of `finances/other-expense` (absent = unanswered). */
export interface OtherExpenseFormData {
  [key: string]: unknown;
  type?: OtherExpenseType;
  other?: string;
  monthlyPayment?: number;
}

const OTHER: OtherExpenseType = 'Other';

function toFormData(ctx: ScreenContext): OtherExpenseFormData {
  const expense = editedOtherExpense(ctx);
  return expense ? present(expense, ['type', 'other', 'monthlyPayment'] as const) : {};
}

/** One other expense; its text only for the type Other. */
function toPayload(form: OtherExpenseFormData, ctx: ScreenContext): UpdateOtherAssetsAndLiabilitiesBody {
  const expense = editedOtherExpense(ctx);
  return {
    applicationId: ctx.profile.applicationId,
    otherExpenses: [
      compact({
        otherExpenseId: expense?.otherExpenseId,
        type: form.type,
        other: form.type === OTHER ? form.other : undefined,
        monthlyPayment: form.monthlyPayment,
        activeInd: true,
      }),
    ],
  };
}

/** Leaving Other clears its text (it is asked only for Other). */
function onChange(next: OtherExpenseFormData): OtherExpenseFormData {
  if (next.type === OTHER || next.other === undefined) return next;
  const { other: _dropped, ...rest } = next;
  return rest;
}

export const otherExpenseMapper: ContextMapper<OtherExpenseFormData> = {
  call: OTHER_ITEMS_CALL,
  toFormData,
  toPayload,
  onChange,
  isEdit,
};
