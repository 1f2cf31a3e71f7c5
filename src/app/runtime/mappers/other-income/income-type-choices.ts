import type { UiSchema } from '@rjsf/utils';
import type { ScreenContext } from '../types';

/** The income type select offers the non-military GetIncomeType entries (military ones belong to entitlements). */
export function incomeTypeChoicesUi(ctx: ScreenContext, _uiSchema: UiSchema): UiSchema {
  const choices = (ctx.lookups.incomeTypes ?? [])
    .filter((t) => !t.militaryIncomeInd)
    .map((t) => ({ label: t.description, value: t.incomeTypeId }));
  return { incomeTypeId: { 'ui:options': { choices } } };
}
