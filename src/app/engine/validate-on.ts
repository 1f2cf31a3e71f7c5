import type { UiSchema } from '@rjsf/utils';

/** When a screen's fields are validated: on submit (every screen), or also when a field is left. */
export type ValidateOn = 'submit' | 'blur';

/** The root `"ui:options": { "validateOn": "blur" }` of a `.ui.json`; anything else is on submit. */
export function validateOnOf(uiSchema: UiSchema | undefined): ValidateOn {
  const options = uiSchema?.['ui:options'] as { validateOn?: unknown } | undefined;
  return options?.validateOn === 'blur' ? 'blur' : 'submit';
}
