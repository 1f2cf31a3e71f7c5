import messages from '../messages.json';

/** portal-journey section 9: password minimum 12. */
export const passwordMinLength = 12;

/** Create password: required, at least 12 characters; null when valid. */
export function validateNewPassword(password: string): string | null {
  if (password === '') return messages.passwordRequired;
  if (password.length < passwordMinLength) return messages.passwordTooShort;
  return null;
}

export const passwordRequirement = messages.requirement;
