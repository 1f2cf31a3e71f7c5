import type { LinkId } from '../../../../shared/api';
import type { LoginEndResponse } from '../../../../shared/api/generated/types';

export interface LoginSession {
  csrfToken: string;
  borrowerId: number;
  applicationId: number | null;
  offerId: LinkId | null;
  userId: LinkId | null;
  loanId: number | null;
}

/** The session a completed login/end answer describes, or null when the sign-in did not complete. */
export function loginSession(answer: LoginEndResponse): LoginSession | null {
  if (!answer.isLoggedIn || !answer.csrf || answer.borrowerId == null) return null;
  return {
    csrfToken: answer.csrf,
    borrowerId: answer.borrowerId,
    applicationId: answer.applicationId ?? null,
    offerId: answer.offerId ?? null,
    userId: answer.userId ?? null,
    loanId: answer.loanId ?? null,
  };
}
