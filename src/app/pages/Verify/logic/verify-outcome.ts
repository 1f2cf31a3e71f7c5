import type { VerifyContactResponse } from '../../../../shared/api';

export type VerifyOutcome = 'locked' | 'verified' | 'failed';

/** portal-journey section 4 "Identity": locked wins over verified; anything else is a failed check. */
export function verifyOutcome(response: Pick<VerifyContactResponse, 'isAccountLocked' | 'isPIIVerified'>): VerifyOutcome {
  if (response.isAccountLocked) return 'locked';
  return response.isPIIVerified ? 'verified' : 'failed';
}
