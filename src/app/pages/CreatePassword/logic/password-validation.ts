/** portal-journey section 9: password minimum 12. */
export const passwordMinLength = 12;

/** A password rule's message, by its id in the create-password part (messages/en/create-password.json). */
export type PasswordMessageId = 'passwordRequired' | 'passwordTooShort';

/** Create password: required, at least 12 characters; null when valid. */
export function validateNewPassword(password: string): PasswordMessageId | null {
  if (password === '') return 'passwordRequired';
  if (password.length < passwordMinLength) return 'passwordTooShort';
  return null;
}
