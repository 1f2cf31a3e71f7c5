/**
 * Focus moves to the first invalid field in reading order. rjsf's own choice is the first error in
 * validation order, which puts a later field first when its keyword is checked before `required`.
 * Called by rjsf once the submit's errors are committed, so the fields are already marked `aria-invalid` (a checkbox
 * group with its own error: its first box). It moves focus at once, in the submit's own task: moved a frame later, it
 * could land after the borrower (or a test) had gone on to another field, and what they typed next would go into the
 * first invalid field instead.
 */
export function focusFirstInvalid(formId: string): void {
  const form = document.getElementById(formId);
  const target = form?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input, fieldset[data-invalid="true"] input:not([type="hidden"])');
  target?.focus();
}
