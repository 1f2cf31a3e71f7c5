import type { RJSFValidationError } from '@rjsf/utils';

/**
 * The summary line of each error: its message, or "Title: message" when the same message stands for more than one
 * field (e.g. 'Please check one of the above.' on the Sex and the Race groups), so each link says where it leads.
 */
export function summaryTexts(errors: readonly RJSFValidationError[]): string[] {
  const text = (error: RJSFValidationError) => error.message ?? error.stack;
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(text(error), (counts.get(text(error)) ?? 0) + 1);
  return errors.map((error) => {
    const message = text(error);
    return (counts.get(message) ?? 0) > 1 && error.title ? `${error.title}: ${message}` : message;
  });
}
