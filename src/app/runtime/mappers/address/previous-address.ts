import type { UpdateBorrowerAddressBody } from '../../../../shared/api';
import { RecordNotFoundError, type ContextMapper, type ScreenContext } from '../types';
import { activeOfType, ADDRESS_TYPE, residenceFormOf, residenceItem, type ResidenceFormData } from './address-form';

/** The active Prior address named by the route's `:id` (edit-previous-address), or undefined when adding. */
function recordOf(ctx: ScreenContext) {
  const id = ctx.params.id;
  if (id === undefined) return undefined;
  const record = activeOfType(ctx.profile, ADDRESS_TYPE.prior).find((a) => String(a.borrowerAddressId) === id);
  if (!record) throw new RecordNotFoundError('previous address', id);
  return record;
}

/** `info/previous-address` "Where Did You Live?" (add-previous-address and edit-previous-address/:id). */
export const previousAddressMapper: ContextMapper<ResidenceFormData> = {
  toFormData: (ctx) => residenceFormOf(recordOf(ctx)),
  toPayload: (form, ctx): UpdateBorrowerAddressBody => [
    residenceItem({ ...form, noLongerPrimary: undefined }, ctx.profile, ADDRESS_TYPE.prior, recordOf(ctx)),
  ],
  isEdit: (ctx) => ctx.params.id !== undefined,
};
