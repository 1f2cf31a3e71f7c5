import { toPath } from '@rjsf/utils';

/** The input id rjsf gives the field at an error's `property` (e.g. ".dependentInfo.0.dependentAge"). */
export function fieldIdForProperty(property: string | undefined, idPrefix = 'root', idSeparator = '_'): string {
  return [idPrefix, ...toPath(property ?? '')].join(idSeparator);
}

/** Focuses the field's input, or the first option of a radio group whose ids start with the field id. */
export function focusField(elementId: string, root: ParentNode = document): boolean {
  const exact = root.querySelector<HTMLElement>(`[id="${elementId}"]`);
  const target =
    exact && exact.matches('input, select, textarea, button')
      ? exact
      : root.querySelector<HTMLElement>(`input[id^="${elementId}"], select[id^="${elementId}"], textarea[id^="${elementId}"]`);
  if (!target) return false;
  target.focus();
  return true;
}
