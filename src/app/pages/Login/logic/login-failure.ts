import { isApiError } from '../../../api/api-error';

export type LoginFailure =
  | { kind: 'locked' }
  | { kind: 'message'; message: string }
  | { kind: 'restart'; message: string }
  | { kind: 'banner' };

/**
 * INVALID_CREDENTIALS and the rate limit are shown under the form; a sign-in the provider no longer knows (it expired)
 * is shown with a way to start again; ACCOUNT_LOCKED goes to /account-locked; anything else is the error banner.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'banner' };
  if (error.code === 'ACCOUNT_LOCKED' || error.status === 423) return { kind: 'locked' };
  if (error.code === 'LOGIN_STATE_INVALID') return { kind: 'restart', message: error.message };
  if (error.code === 'INVALID_CREDENTIALS' || error.code === 'RATE_LIMITED') return { kind: 'message', message: error.message };
  return { kind: 'banner' };
}
