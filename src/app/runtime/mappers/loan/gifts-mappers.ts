import type { GiftOrGrantInput, GiftSource, GiftStatus, GiftType } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import type { UpdateApplicationDataPayload } from './subject-property-form';

/** Form data of `loan/gifts-or-grants-landing`. */
export interface GiftsLandingFormData {
  [key: string]: unknown;
  hasGiftsOrGrants?: boolean;
}

/** One row of `loan/gifts-or-grants` (absent = unanswered). */
export interface GiftRowFormData {
  [key: string]: unknown;
  giftId?: number;
  type?: GiftType;
  status?: GiftStatus;
  source?: GiftSource;
  value?: number;
}

export interface GiftsFormData {
  [key: string]: unknown;
  gifts?: GiftRowFormData[];
}

const giftsInfo = (ctx: ScreenContext) => ctx.profile.giftsOrGrantsInfo;

/** Yes keeps the saved gifts (the next screen lists them); No clears them on the server. */
export const giftsLandingMapper: ContextMapper<GiftsLandingFormData> = {
  toFormData: (ctx) => {
    const answer = giftsInfo(ctx).hasGiftsOrGrants;
    return answer === null ? {} : { hasGiftsOrGrants: answer };
  },
  toPayload: (form, ctx): UpdateApplicationDataPayload => ({
    applicationId: ctx.profile.applicationId,
    subjectProperty: null,
    giftsOrGrants: { hasGiftsOrGrants: form.hasGiftsOrGrants as boolean },
  }),
};

/** A row as sent: nested objects carry no empty fields; a row without giftId is new. */
function rowInput(row: GiftRowFormData): GiftOrGrantInput {
  const input = { type: row.type, status: row.status, source: row.source, value: row.value } as GiftOrGrantInput;
  return row.giftId === undefined ? input : { giftId: row.giftId, ...input };
}

/** The saved gifts as rows; with none saved, one empty row to fill in. */
function toFormData(ctx: ScreenContext): GiftsFormData {
  const saved = giftsInfo(ctx).gifts;
  if (saved.length === 0) return { gifts: [{}] };
  return { gifts: saved.map((g) => ({ giftId: g.giftId, type: g.type, status: g.status, source: g.source, value: g.value })) };
}

/** Every row: the server adds the new ones, updates the saved ones and removes the saved ones left out. */
function toPayload(form: GiftsFormData, ctx: ScreenContext): UpdateApplicationDataPayload {
  return {
    applicationId: ctx.profile.applicationId,
    subjectProperty: null,
    giftsOrGrants: { hasGiftsOrGrants: true, gifts: (form.gifts ?? []).map(rowInput) },
  };
}

export const giftsMapper: ContextMapper<GiftsFormData> = {
  toFormData,
  toPayload,
};
