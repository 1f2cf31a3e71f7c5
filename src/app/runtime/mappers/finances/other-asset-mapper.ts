import type { UpdateOtherAssetsAndLiabilitiesBody } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import { compact, editedOtherAsset, isEdit, OTHER_ITEMS_CALL, present } from './finance-records';

/** Form data of `finances/other-asset` (absent = unanswered). */
export interface OtherAssetFormData {
  [key: string]: unknown;
  type?: string;
  value?: number;
}

function toFormData(ctx: ScreenContext): OtherAssetFormData {
  const asset = editedOtherAsset(ctx);
  return asset ? present(asset, ['type', 'value'] as const) : {};
}

function toPayload(form: OtherAssetFormData, ctx: ScreenContext): UpdateOtherAssetsAndLiabilitiesBody {
  const asset = editedOtherAsset(ctx);
  return {
    applicationId: ctx.profile.applicationId,
    otherAssets: [compact({ otherAssetId: asset?.otherAssetId, type: form.type, value: form.value, activeInd: true })],
  };
}

export const otherAssetMapper: ContextMapper<OtherAssetFormData> = {
  call: OTHER_ITEMS_CALL,
  toFormData,
  toPayload,
  isEdit,
};
