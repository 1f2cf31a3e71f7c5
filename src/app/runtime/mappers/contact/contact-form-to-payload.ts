import type { UpdateBorrowerContactBody } from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ScreenContext } from '../types';
import type { ContactFormData } from './contact-form';

/** UpdateBorrowerContact body before the api client's cleanBody (null = not sent). */
export type UpdateBorrowerContactPayload = BeforeCleaning<UpdateBorrowerContactBody>;

const orNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

/** `info/contact` form data -> UpdateBorrowerContact body; the extension is sent as text. */
export function contactFormToPayload(form: ContactFormData, ctx: ScreenContext): UpdateBorrowerContactPayload {
  return {
    applicationId: ctx.profile.applicationId,
    borrowerId: ctx.profile.borrowerId,
    homePhoneNumber: orNull(form.homePhoneNumber),
    cellPhoneNumber: orNull(form.cellPhoneNumber),
    workPhoneNumber: orNull(form.workPhoneNumber),
    workPhoneExtn: orNull(form.workPhoneExtn),
    emailAddress: orNull(form.emailAddress),
  };
}
