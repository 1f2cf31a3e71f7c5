import type { UiSchema } from '@rjsf/utils';
import type { AssetInfo, BorrowerAssetItem, UpdateBorrowerAssetBody } from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import { RecordNotFoundError, type ContextMapper, type ScreenContext } from '../types';
import { borrowerPickerUi, borrowersToSend, initialBorrowers } from './borrower-picker';
import { compact, isEdit, present } from './finance-records';

export const ASSET_CALL = 'UpdateBorrowerAsset';

/** Form data of `finances/asset` (absent = unanswered); selectedBorrowers are applicationIds. */
export interface AssetFormData {
  [key: string]: unknown;
  financialInstitution?: string;
  assetTypeId?: number;
  cashMarketValue?: number;
  selectedBorrowers?: number[];
}

/** UpdateBorrowerAsset body before the api client's cleanBody (null = not sent). */
export type AssetPayload = BeforeCleaning<UpdateBorrowerAssetBody>;

/** The asset the route's `:id` names; none on an add screen. */
export function editedAsset(ctx: ScreenContext): AssetInfo | undefined {
  const id = ctx.params.id;
  if (id === undefined) return undefined;
  const found = ctx.profile.assetInfo.find((a) => String(a.assetInformationId) === id);
  if (!found) throw new RecordNotFoundError('asset', id);
  return found;
}

export const jointApplications = (asset: AssetInfo): number[] =>
  asset.borrowerAssets.filter((b) => b.isJointAsset).map((b) => b.applicationId);

function toFormData(ctx: ScreenContext): AssetFormData {
  const asset = editedAsset(ctx);
  if (!asset) return { selectedBorrowers: initialBorrowers(ctx, undefined) };
  return {
    ...present(asset, ['financialInstitution', 'cashMarketValue'] as const),
    assetTypeId: asset.assetType.assetTypeId,
    selectedBorrowers: initialBorrowers(ctx, jointApplications(asset)),
  };
}

/**
 * The selected borrowers hold the asset jointly; a borrower on the loan who held it and is no longer selected
 * gets isJointAsset false. Shares keep their borrowerAssetId.
 */
export function borrowerShares(ctx: ScreenContext, asset: AssetInfo | undefined, selected: number[]): BorrowerAssetItem[] {
  const shareOf = (applicationId: number) => asset?.borrowerAssets.find((b) => b.applicationId === applicationId);
  const kept = selected.map((applicationId) =>
    compact({ applicationId, isJointAsset: true, borrowerAssetId: shareOf(applicationId)?.borrowerAssetId }));
  const onLoan = new Set(ctx.profile.loanBorrowers.map((b) => b.applicationId));
  const dropped = (asset?.borrowerAssets ?? [])
    .filter((b) => b.isJointAsset && !selected.includes(b.applicationId) && onLoan.has(b.applicationId))
    .map((b) => ({ applicationId: b.applicationId, isJointAsset: false, borrowerAssetId: b.borrowerAssetId }));
  return [...kept, ...dropped];
}

function toPayload(form: AssetFormData, ctx: ScreenContext): AssetPayload {
  const asset = editedAsset(ctx);
  const assetTypeId = form.assetTypeId;
  const description = ctx.lookups.assetTypes?.find((t) => t.assetTypeId === assetTypeId)?.description
    ?? (asset?.assetType.assetTypeId === assetTypeId ? asset?.assetType.description : undefined);
  return {
    assetInformationId: asset?.assetInformationId ?? null,
    financialInstitution: form.financialInstitution ?? null,
    assetType: assetTypeId === undefined ? null : compact({ assetTypeId, description }),
    cashMarketValue: form.cashMarketValue ?? null,
    applicationId: asset?.applicationId ?? ctx.profile.applicationId,
    borrowerAssets: borrowerShares(ctx, asset, borrowersToSend(ctx, form.selectedBorrowers)),
  };
}

/** Asset types from GetAssetType; the "Names on Shared Account" picker (hidden for a single borrower). */
function toUiSchema(ctx: ScreenContext, _uiSchema: UiSchema): UiSchema {
  const choices = (ctx.lookups.assetTypes ?? []).map((t) => ({ label: t.description, value: t.assetTypeId }));
  return { assetTypeId: { 'ui:options': { choices } }, selectedBorrowers: borrowerPickerUi(ctx) };
}

export const assetMapper: ContextMapper<AssetFormData> = {
  lookups: ['assetTypes'],
  toFormData,
  toPayload,
  toUiSchema,
  isEdit,
};
