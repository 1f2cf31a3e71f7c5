import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getSchemaType } from '@rjsf/utils';

/**
 * Whether a field's own errors are shown by its container template under its legend (ObjectFieldTemplate for an
 * object, ArrayFieldTemplate for rows) instead of after the field by FieldTemplate. A custom `ui:field`, or an array
 * drawn by a widget (`ui:widget`, a multi-select of enum items), shows its errors through FieldTemplate.
 */
export function containerShowsErrors(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  if (uiSchema?.['ui:field']) return false;
  const type = getSchemaType(schema);
  if (type === 'object') return true;
  if (type !== 'array' || uiSchema?.['ui:widget']) return false;
  const items = schema.items;
  const itemsAreChoices = typeof items === 'object' && items !== null && !Array.isArray(items) && ('enum' in items || 'oneOf' in items);
  return !itemsAreChoices;
}

/** The messages on a container itself (`errorSchema.__errors`), e.g. "Please check one of the above.". */
export function ownErrors(errorSchema: { __errors?: unknown } | undefined): string[] {
  const messages = errorSchema?.__errors;
  return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string' && m !== '') : [];
}
