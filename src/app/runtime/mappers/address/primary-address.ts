import type { UiSchema } from '@rjsf/utils';
import type { UpdateBorrowerAddressBody } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import { activeOfType, ADDRESS_TYPE, residenceFormOf, residenceItem, type ResidenceFormData } from './address-form';

const currentOf = (ctx: ScreenContext) => activeOfType(ctx.profile, ADDRESS_TYPE.current)[0];

/**
 * `info/primary-address` "Where Do You Call Home?": the active Current address. Marked No Longer My Primary Address,
 * the record is saved as a Prior address (the flow then returns to this screen, now empty, for the new one).
 */
export const primaryAddressMapper: ContextMapper<ResidenceFormData> = {
  toFormData: (ctx) => residenceFormOf(currentOf(ctx)),
  toPayload(form, ctx): UpdateBorrowerAddressBody {
    const current = currentOf(ctx);
    const type = form.noLongerPrimary === true && current ? ADDRESS_TYPE.prior : ADDRESS_TYPE.current;
    return [residenceItem(form, ctx.profile, type, current)];
  },
  /** The No Longer My Primary Address choice exists only when a Current address is on file. */
  toUiSchema(ctx, uiSchema: UiSchema): UiSchema {
    if (currentOf(ctx)) return uiSchema;
    const own = (uiSchema.noLongerPrimary ?? {}) as UiSchema;
    return { ...uiSchema, noLongerPrimary: { ...own, 'ui:widget': 'hidden' } };
  },
};
