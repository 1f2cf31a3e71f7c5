import type { UiSchema } from '@rjsf/utils';
import { RecordNotFoundError, type ContextMapper, type FormData, type ScreenContext } from '../..';

export type PreparedScreen =
  | { kind: 'ready'; formData: FormData; uiOverrides: UiSchema | undefined; isEdit: boolean }
  | { kind: 'not-found' };

/**
 * The mapper's form data (with the flow node's `defaults` over it for a new record), uiSchema overrides (for that
 * data; the screen asks again on every change) and edit flag for a context; a missing record is "not found".
 */
export function prepareScreen(mapper: ContextMapper, ctx: ScreenContext, uiSchema: UiSchema, defaults?: FormData): PreparedScreen {
  try {
    const isEdit = mapper.isEdit?.(ctx) ?? false;
    const read = mapper.toFormData(ctx);
    const formData = defaults && !isEdit ? (mapper.onChange?.({ ...read, ...defaults }, read, ctx) ?? { ...read, ...defaults }) : read;
    return {
      kind: 'ready',
      formData,
      uiOverrides: mapper.toUiSchema?.(ctx, uiSchema, formData),
      isEdit,
    };
  } catch (error) {
    if (error instanceof RecordNotFoundError) return { kind: 'not-found' };
    throw error;
  }
}
