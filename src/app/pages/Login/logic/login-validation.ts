import messages from '../messages.json';

/** portal-journey sections 5 and 9: Email Address max 80. */
export const emailMaxLength = 80;

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login rules: email required, max 80, valid format; password required. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = messages.emailRequired;
  else if (email.length > emailMaxLength) errors.email = messages.emailTooLong;
  else if (!emailPattern.test(email)) errors.email = messages.emailInvalid;
  if (values.password === '') errors.password = messages.passwordRequired;
  return errors;
}

/** The first field, in form order, that has an error (focus goes there). */
export function firstInvalidField<K extends string>(errors: Partial<Record<K, string>>, order: readonly K[]): K | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
