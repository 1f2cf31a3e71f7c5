/** portal-journey sections 5 and 9: Email Address max 80. */
export const emailMaxLength = 80;

export interface LoginValues {
  email: string;
  password: string;
}

/** A login rule's message, by its id in the login part (messages/en/login.json). */
export type LoginMessageId = 'emailRequired' | 'emailTooLong' | 'emailInvalid' | 'passwordRequired';

export type LoginErrors = Partial<Record<keyof LoginValues, LoginMessageId>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login rules: email required, max 80, valid format; password required. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'emailRequired';
  else if (email.length > emailMaxLength) errors.email = 'emailTooLong';
  else if (!emailPattern.test(email)) errors.email = 'emailInvalid';
  if (values.password === '') errors.password = 'passwordRequired';
  return errors;
}

/** The first field, in form order, that has an error (focus goes there). */
export function firstInvalidField<K extends string>(errors: Partial<Record<K, string>>, order: readonly K[]): K | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
