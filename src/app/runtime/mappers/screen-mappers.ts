import type { UiSchema } from '@rjsf/utils';
import type { BorrowerProfile } from '../../../shared/api';
import { jointCreditUi } from '../ui-mappers/joint-credit-ui';
import type { FormData } from '../types';
import { profileToPersonalForm } from './profile-to-personal-form';
import { personalFormToPayload } from './personal-form-to-payload';
import { verifyFormToPayload, type OfferLink, type VerifyFormData } from './verify-form-to-payload';
import type { PersonalFormData } from './personal-form';

/** How a screen's form data is read from and written to its API call (`call` names the route under /api). */
export interface ScreenMapper<C = unknown, F extends FormData = FormData, P = unknown> {
  call: string;
  toFormData(context: C): F;
  toPayload(formData: F, context: C): P;
  /** Context-dependent UI (e.g. choices from the profile), merged over the screen's uiSchema. */
  toUiSchema?(context: C, uiSchema: UiSchema): UiSchema;
}

const personal: ScreenMapper<BorrowerProfile, PersonalFormData> = {
  call: 'UpdateBorrowerData',
  toFormData: profileToPersonalForm,
  toPayload: personalFormToPayload,
  toUiSchema: (profile, uiSchema) => jointCreditUi(profile.potentialJointBorrowers, uiSchema),
};

const verify: ScreenMapper<OfferLink, VerifyFormData> = {
  call: 'VerifyContact',
  toFormData: () => ({}),
  toPayload: verifyFormToPayload,
};

/** Each entry keeps its own context and form types; callers of the map see them as `unknown` / FormData. */
export const screenMappers: Record<string, ScreenMapper> = {
  'info/personal': personal,
  'identity/verify': verify,
};

export function getScreenMapper(screenId: string): ScreenMapper {
  const mapper = screenMappers[screenId];
  if (!mapper) {
    throw new Error(
      `No screen mapper for '${screenId}'. Mapped screens: ${Object.keys(screenMappers).sort().join(', ')}. ` +
        'Add one to src/app/runtime/mappers/screen-mappers.ts.',
    );
  }
  return mapper;
}
