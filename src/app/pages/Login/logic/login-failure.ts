import { isApiError } from '../../../api/api-error';

export type LoginFailure = { kind: 'locked' } | { kind: 'message'; message: string } | { kind: 'banner' };

/**
 * INVALID_CREDENTIALS (and the rate limit or an expired sign-in state) are shown under the form;
 * ACCOUNT_LOCKED goes to /account-locked; anything else is the error banner.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'banner' };
  if (error.code === 'ACCOUNT_LOCKED' || error.status === 423) return { kind: 'locked' };
  if (error.code === 'INVALID_CREDENTIALS' || error.code === 'RATE_LIMITED' || error.code === 'LOGIN_STATE_INVALID') {
    return { kind: 'message', message: error.message };
  }
  return { kind: 'banner' };
}
