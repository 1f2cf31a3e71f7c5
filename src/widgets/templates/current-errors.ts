import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';

/** The messages the error schema still holds at an error's property ('.dependentInfo.0.dependentAge'). */
function messagesAt(errorSchema: ErrorSchema | undefined, property: string | undefined): string[] {
  let node: unknown = errorSchema;
  for (const key of (property ?? '').split('.').filter(Boolean)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  const messages = node && typeof node === 'object' ? (node as { __errors?: unknown }).__errors : undefined;
  return Array.isArray(messages) ? (messages as string[]) : [];
}

/**
 * The summary's errors that still stand. rjsf clears a field's errors in the error schema as soon as the user
 * changes it, but keeps its error list until the next submit; the summary follows the fields.
 */
export function currentErrors(errors: RJSFValidationError[], errorSchema: ErrorSchema | undefined): RJSFValidationError[] {
  return errors.filter((error) => messagesAt(errorSchema, error.property).includes(error.message ?? ''));
}
