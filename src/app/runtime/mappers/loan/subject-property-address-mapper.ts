import type { SubjectPropertyAddress } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';

/** Form data of `loan/subject-property-address`: the offer's property address, shown read-only. */
export type SubjectPropertyAddressFormData = { [K in keyof SubjectPropertyAddress]?: string } & { [key: string]: unknown };

function toFormData(ctx: ScreenContext): SubjectPropertyAddressFormData {
  const form: SubjectPropertyAddressFormData = {};
  for (const [field, value] of Object.entries(ctx.profile.subjectPropertyInfo.address)) {
    if (typeof value === 'string' && value.trim() !== '') form[field] = value;
  }
  return form;
}

/** Display only (the flow node has no save): Next just navigates. */
export const subjectPropertyAddressMapper: ContextMapper<SubjectPropertyAddressFormData> = {
  toFormData,
  toPayload: () => null,
};
