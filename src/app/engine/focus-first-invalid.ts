/**
 * Focus moves to the first invalid field in reading order. rjsf's own choice is the first error in
 * validation order, which puts a later field first when its keyword is checked before `required`.
 * Runs after the render that marks the fields `aria-invalid` (a checkbox group with its own error: its first box).
 */
export function focusFirstInvalid(formId: string): void {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId);
    const target = form?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input, fieldset[data-invalid="true"] input:not([type="hidden"])');
    target?.focus();
  });
}
