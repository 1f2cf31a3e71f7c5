import { jointCreditUi } from '../ui-mappers/joint-credit-ui';
import type { PersonalFormData } from './personal-form';
import { personalFormToPayload } from './personal-form-to-payload';
import { profileToPersonalForm } from './profile-to-personal-form';
import type { ContextMapper } from './types';

/** `info/personal` <-> UpdateBorrowerData. */
export const personalMapper: ContextMapper<PersonalFormData> = {
  toFormData: (ctx) => profileToPersonalForm(ctx.profile),
  toPayload: (form, ctx) => personalFormToPayload(form, ctx.profile),
  toUiSchema: (ctx, uiSchema) => jointCreditUi(ctx.profile.potentialJointBorrowers, uiSchema),
};
