import { isApiError } from '../../../api/api-error';

export interface CreateAccountFailure {
  /** A message for the password field (a rejected password). */
  field: string | null;
  /** A message for the error banner (e.g. an account already exists), or null for the default text. */
  banner: string | null;
}

/**
 * Where a failed CreateAccount call is reported: password rule -> inline; known conflicts -> banner text;
 * null for a 401 (the client's session-ended handling already redirects to /verify).
 */
export function createAccountFailure(error: unknown): CreateAccountFailure | null {
  if (isApiError(error) && error.status === 401) return null;
  if (!isApiError(error)) return { field: null, banner: null };
  const passwordError = error.fields.find((field) => field.field === 'password');
  if (passwordError) return { field: passwordError.message, banner: null };
  return { field: null, banner: error.code && error.code !== 'INTERNAL' ? error.message : null };
}
