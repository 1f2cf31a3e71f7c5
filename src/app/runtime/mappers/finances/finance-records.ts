import type {
  LiabilityAccountInfo, OtherAssetInfo, OtherExpenseInfo, OtherLiabilityInfo,
} from '../../../../shared/api';
import { RecordNotFoundError, type ScreenContext } from '../types';

/** The save call of the liability account, other asset, other liability and other expense screens. */
export const OTHER_ITEMS_CALL = 'UpdateOtherAssetsAndLiabilities';

export { compact } from '../compact';

/** The present (non-null) fields of a record, as form data. */
export function present<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Partial<{ [P in K]: NonNullable<T[P]> }> {
  const out: Partial<{ [P in K]: NonNullable<T[P]> }> = {};
  for (const key of keys) {
    const value = record[key];
    if (value !== null && value !== undefined) out[key] = value as NonNullable<T[K]>;
  }
  return out;
}

function edited<T extends { activeInd: boolean }>(ctx: ScreenContext, list: T[], idOf: (r: T) => number, what: string): T | undefined {
  const id = ctx.params.id;
  if (id === undefined) return undefined;
  const found = list.find((r) => r.activeInd && String(idOf(r)) === id);
  if (!found) throw new RecordNotFoundError(what, id);
  return found;
}

/** The active record the route's `:id` names (none on an add screen; an unknown id is a RecordNotFoundError). */
export const editedLiabilityAccount = (ctx: ScreenContext): LiabilityAccountInfo | undefined =>
  edited(ctx, ctx.profile.liabilityInfo, (r) => r.liabilityAccountId, 'liability account');
export const editedOtherAsset = (ctx: ScreenContext): OtherAssetInfo | undefined =>
  edited(ctx, ctx.profile.otherAssetInfo, (r) => r.otherAssetId, 'other asset');
export const editedOtherLiability = (ctx: ScreenContext): OtherLiabilityInfo | undefined =>
  edited(ctx, ctx.profile.otherLiabilityInfo, (r) => r.otherLiabilityId, 'other liability');
export const editedOtherExpense = (ctx: ScreenContext): OtherExpenseInfo | undefined =>
  edited(ctx, ctx.profile.otherExpenseInfo, (r) => r.otherExpenseId, 'other expense');

export const isEdit = (ctx: ScreenContext): boolean => ctx.params.id !== undefined;
