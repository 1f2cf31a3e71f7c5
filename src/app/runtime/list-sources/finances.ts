import { formatMoney } from '../../../../widgets/format';
import type {
  AssetInfo, LiabilityAccountInfo, OtherAssetInfo, OtherExpenseInfo, OtherLiabilityInfo,
  UpdateOtherAssetsAndLiabilitiesBody,
} from '../../../shared/api';
import { type AssetPayload, ASSET_CALL, jointApplications } from '../mappers/finances/asset-mapper';
import { borrowerNames, hasPicker } from '../mappers/finances/borrower-picker';
import { OTHER_ITEMS_CALL } from '../mappers/finances/finance-records';
import {
  LIABILITY_ACCOUNT_TYPES, optionTitle, OTHER_ASSET_TYPES, OTHER_EXPENSE_TYPES, OTHER_LIABILITY_TYPES,
} from '../mappers/finances/finance-options';
import { RecordNotFoundError, type ListItem, type ListSource, type ScreenContext } from '../mappers/types';

const money = (value: number | null): string | null => (value === null ? null : `$${formatMoney(value)}`);

/** The item's record among `list` (a stale item is a RecordNotFoundError, which the list logs). */
function recordOf<T>(list: T[], idOf: (r: T) => number, item: ListItem, what: string): T {
  const found = list.find((r) => String(idOf(r)) === item.id);
  if (!found) throw new RecordNotFoundError(what, item.id);
  return found;
}

/** Soft delete of one Step 2 item: saved again with activeInd false (only its id is needed). */
const removal = (ctx: ScreenContext, part: Omit<UpdateOtherAssetsAndLiabilitiesBody, 'applicationId'>): UpdateOtherAssetsAndLiabilitiesBody =>
  ({ applicationId: ctx.profile.applicationId, ...part });

// ---- 'assets.accounts' (Assets Accounts) ----
function assetItem(ctx: ScreenContext, a: AssetInfo): ListItem {
  return {
    id: String(a.assetInformationId),
    assetInformationId: a.assetInformationId,
    financialInstitution: a.financialInstitution,
    assetTypeId: a.assetType.assetTypeId,
    assetType: ctx.lookups.assetTypes?.find((t) => t.assetTypeId === a.assetType.assetTypeId)?.description ?? a.assetType.description,
    cashMarketValue: a.cashMarketValue,
    value: money(a.cashMarketValue),
    names: hasPicker(ctx) ? borrowerNames(ctx, jointApplications(a)) : null,
  };
}

const assets: ListSource = {
  items: (ctx) => ctx.profile.assetInfo.map((a) => assetItem(ctx, a)),
  call: ASSET_CALL,
  /** Removing an asset: isJointAsset false on every borrower asset (the server then deactivates it). */
  deletePayload: (item, ctx): AssetPayload => {
    const asset = recordOf(ctx.profile.assetInfo, (a) => a.assetInformationId, item, 'asset');
    return {
      assetInformationId: asset.assetInformationId,
      financialInstitution: null,
      assetType: null,
      cashMarketValue: null,
      applicationId: asset.applicationId,
      borrowerAssets: asset.borrowerAssets.map((b) => ({
        applicationId: b.applicationId, isJointAsset: false, borrowerAssetId: b.borrowerAssetId,
      })),
    };
  },
};

// ---- 'assets.other' (Other Assets/Credits) ----
const otherAssetItem = (a: OtherAssetInfo): ListItem => ({
  id: String(a.otherAssetId),
  otherAssetId: a.otherAssetId,
  type: a.type,
  typeName: optionTitle(OTHER_ASSET_TYPES, a.type),
  value: a.value,
  amount: money(a.value),
});

const otherAssets: ListSource = {
  items: (ctx) => ctx.profile.otherAssetInfo.filter((a) => a.activeInd).map(otherAssetItem),
  call: OTHER_ITEMS_CALL,
  deletePayload: (item, ctx) => {
    const a = recordOf(ctx.profile.otherAssetInfo, (r) => r.otherAssetId, item, 'other asset');
    return removal(ctx, { otherAssets: [{ otherAssetId: a.otherAssetId, activeInd: false }] });
  },
};

// ---- 'liabilities.accounts' (Liabilities Accounts) ----
const accountItem = (a: LiabilityAccountInfo): ListItem => ({
  id: String(a.liabilityAccountId),
  liabilityAccountId: a.liabilityAccountId,
  companyName: a.companyName,
  accountNumber: a.accountNumber,
  type: a.type,
  typeName: a.type === 'OtherAccounts' && a.otherType ? a.otherType : optionTitle(LIABILITY_ACCOUNT_TYPES, a.type),
  monthlyPayment: a.monthlyPayment,
  payment: money(a.monthlyPayment),
  unpaidBalance: a.unpaidBalance,
  balance: money(a.unpaidBalance),
  paidOff: a.paidOff,
  paidOffText: a.paidOff ? 'To be paid off at or before closing' : null,
});

const liabilityAccounts: ListSource = {
  items: (ctx) => ctx.profile.liabilityInfo.filter((a) => a.activeInd).map(accountItem),
  call: OTHER_ITEMS_CALL,
  deletePayload: (item, ctx) => {
    const a = recordOf(ctx.profile.liabilityInfo, (r) => r.liabilityAccountId, item, 'liability account');
    return removal(ctx, { liabilityAccounts: [{ liabilityAccountId: a.liabilityAccountId, activeInd: false }] });
  },
};

// ---- 'liabilities.other' and 'expenses.other' (Other Liabilities/Expenses) ----
const otherLiabilityItem = (ctx: ScreenContext, l: OtherLiabilityInfo): ListItem => ({
  id: String(l.otherLiabilityId),
  otherLiabilityId: l.otherLiabilityId,
  holderName: l.holderName,
  liabilityTypeId: l.liabilityTypeId,
  typeName: optionTitle(OTHER_LIABILITY_TYPES, l.liabilityTypeId),
  names: hasPicker(ctx) ? borrowerNames(ctx, l.applicationIds) : null,
  monthlyPaymentAmount: l.monthlyPaymentAmount,
  payment: money(l.monthlyPaymentAmount),
  unpaidBalanceAmount: l.unpaidBalanceAmount,
  balance: money(l.unpaidBalanceAmount),
  creditLimit: l.creditLimit,
  limit: money(l.creditLimit),
});

const otherLiabilities: ListSource = {
  items: (ctx) => ctx.profile.otherLiabilityInfo.filter((l) => l.activeInd).map((l) => otherLiabilityItem(ctx, l)),
  call: OTHER_ITEMS_CALL,
  deletePayload: (item, ctx) => {
    const l = recordOf(ctx.profile.otherLiabilityInfo, (r) => r.otherLiabilityId, item, 'other liability');
    return removal(ctx, { otherLiabilities: [{ otherLiabilityId: l.otherLiabilityId, activeInd: false }] });
  },
};

const otherExpenseItem = (e: OtherExpenseInfo): ListItem => ({
  id: String(e.otherExpenseId),
  otherExpenseId: e.otherExpenseId,
  type: e.type,
  typeName: e.type === 'Other' && e.other ? e.other : optionTitle(OTHER_EXPENSE_TYPES, e.type),
  monthlyPayment: e.monthlyPayment,
  payment: money(e.monthlyPayment),
});

const otherExpenses: ListSource = {
  items: (ctx) => ctx.profile.otherExpenseInfo.filter((e) => e.activeInd).map(otherExpenseItem),
  call: OTHER_ITEMS_CALL,
  deletePayload: (item, ctx) => {
    const e = recordOf(ctx.profile.otherExpenseInfo, (r) => r.otherExpenseId, item, 'other expense');
    return removal(ctx, { otherExpenses: [{ otherExpenseId: e.otherExpenseId, activeInd: false }] });
  },
};

/** Sources of the Step 2 lists (active records only; `id` fills the edit node's `:id`). */
export const financesListSources: Record<string, ListSource> = {
  'assets.accounts': assets,
  'assets.other': otherAssets,
  'liabilities.accounts': liabilityAccounts,
  'liabilities.other': otherLiabilities,
  'expenses.other': otherExpenses,
};
