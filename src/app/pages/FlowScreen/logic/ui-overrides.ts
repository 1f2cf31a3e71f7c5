import type { UiSchema } from '@rjsf/utils';
import type { BorrowerProfile } from '../../../../shared/api';
import { jointCreditUi } from '../../../runtime';

/** Profile-dependent uiSchema overrides per screen (the joint-borrower choices of info/personal). */
export function uiOverridesFor(screenId: string, profile: BorrowerProfile, uiSchema: UiSchema): UiSchema | undefined {
  if (screenId === 'info/personal') return jointCreditUi(profile.potentialJointBorrowers, uiSchema);
  return undefined;
}
