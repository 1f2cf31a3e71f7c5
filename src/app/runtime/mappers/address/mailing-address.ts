import type { UiSchema } from '@rjsf/utils';
import type { UpdateBorrowerAddressBody } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import { activeOfType, ADDRESS_TYPE, addressInfoPayload, DEFAULT_COUNTRY, fieldsOf, type AddressFields } from './address-form';
import { isSameAddress } from './same-address';

/** Form data of `info/mailing-address`. */
export interface MailingFormData {
  [key: string]: unknown;
  isMailingSameAsCurrent?: boolean;
  addressInfo?: AddressFields;
}

const mailingOf = (ctx: ScreenContext) => activeOfType(ctx.profile, ADDRESS_TYPE.mailing)[0];
const primaryOf = (ctx: ScreenContext) => activeOfType(ctx.profile, ADDRESS_TYPE.current)[0];

/**
 * `info/mailing-address` "What Is Your Mailing Address?". Shown as same as primary when the two are equal ignoring
 * case and whitespace; choosing it (Change To Primary Address) saves the primary address as the mailing one.
 */
export const mailingAddressMapper: ContextMapper<MailingFormData> = {
  toFormData(ctx): MailingFormData {
    const mailing = mailingOf(ctx);
    const primary = primaryOf(ctx);
    // A new address starts in the US (spec: country defaults to US), also behind "No" to Same As Primary Address.
    const usAddress = { country: DEFAULT_COUNTRY };
    if (!mailing) return { addressInfo: usAddress };
    const same = primary ? isSameAddress(mailing.addressInfo, primary.addressInfo) : false;
    return same
      ? { isMailingSameAsCurrent: true, addressInfo: usAddress }
      : { isMailingSameAsCurrent: false, addressInfo: fieldsOf(mailing.addressInfo) };
  },
  toPayload(form, ctx): UpdateBorrowerAddressBody {
    const mailing = mailingOf(ctx);
    const primary = primaryOf(ctx);
    const source = form.isMailingSameAsCurrent === true && primary ? fieldsOf(primary.addressInfo) : form.addressInfo;
    return [
      {
        ...(mailing ? { borrowerAddressId: mailing.borrowerAddressId } : {}),
        borrowerId: ctx.profile.borrowerId,
        applicationId: ctx.profile.applicationId,
        addressTypeId: ADDRESS_TYPE.mailing,
        addressInfo: addressInfoPayload(source, mailing?.addressInfo.addressId),
        activeInd: true,
      },
    ];
  },
  /** Without a primary address on file there is nothing to be the same as; a different mailing one on file is
   * offered as Change To Primary Address (the title in `ui:options.differentTitle`). */
  toUiSchema(ctx, uiSchema: UiSchema): UiSchema {
    const own = (uiSchema.isMailingSameAsCurrent ?? {}) as UiSchema;
    const primary = primaryOf(ctx);
    if (!primary) return { ...uiSchema, isMailingSameAsCurrent: { ...own, 'ui:widget': 'hidden' } };
    const mailing = mailingOf(ctx);
    const differentTitle = (own['ui:options'] as { differentTitle?: string } | undefined)?.differentTitle;
    if (!mailing || isSameAddress(mailing.addressInfo, primary.addressInfo) || !differentTitle) return uiSchema;
    return { ...uiSchema, isMailingSameAsCurrent: { ...own, 'ui:title': differentTitle } };
  },
};
