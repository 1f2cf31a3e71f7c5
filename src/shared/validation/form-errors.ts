import type { ErrorObject, ValidateFunction } from 'ajv';
import { oneMessagePerField } from '../errors/one-message-per-field';

/** An error as the form shows it: rjsf's property path (".addressInfo.city") and the message. */
export interface FormError {
  property: string;
  message: string;
}

/** By property, then message: two lists of the same errors compare equal whatever order ajv found them in. */
export function sortFormErrors(errors: FormError[]): FormError[] {
  return [...errors].sort((a, b) => `${a.property}|${a.message}`.localeCompare(`${b.property}|${b.message}`));
}

/**
 * The errors a screen's validator (createAjv, the server's view) gives for form data, as the form shows them (one
 * message per field): the one place the tests' screen harness and the schema linter collect them.
 */
export function formErrors(validate: ValidateFunction, formData: unknown): FormError[] {
  validate(formData);
  const property = (e: ErrorObject) => e.instancePath.replace(/\//g, '.');
  const shown = oneMessagePerField((validate.errors ?? []) as ErrorObject[], property, (e) => e.schemaPath);
  return sortFormErrors(shown.map((e) => ({ property: property(e), message: e.message ?? '' })));
}
