import { getAtPointer, pointerTokens, setAtPointer } from '../json-pointer';

type UiNode = Record<string, unknown>;

/** A binding names a form field as `name`, `group/name` or a JSON pointer. */
export const fieldPointer = (field: string): string => (field.startsWith('/') ? field : `/${field}`);

/** A form field's pointer in the uiSchema: array items live under `items`. */
export function toUiPointer(field: string): string {
  return pointerTokens(fieldPointer(field)).map((token) => (/^\d+$/.test(token) ? '/items' : `/${token}`)).join('');
}

/** The uiSchema with `fragment` merged into the field's entry. */
export function mergeAt(ui: UiNode, field: string, fragment: UiNode): UiNode {
  const pointer = toUiPointer(field);
  const current = (getAtPointer(ui, pointer) as UiNode | undefined) ?? {};
  return setAtPointer(ui, pointer, { ...current, ...fragment });
}
