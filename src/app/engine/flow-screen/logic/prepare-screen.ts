import { RecordNotFoundError, type BoundScreen, type FormData, type ScreenContext } from '../..';

export type PreparedScreen =
  | { kind: 'ready'; formData: FormData; isEdit: boolean }
  | { kind: 'not-found' };

/**
 * The screen's form data (with the flow node's `defaults` over it for a new record, its rules applied) and edit flag
 * for a context; a missing record is "not found".
 */
export function prepareScreen(bound: BoundScreen, ctx: ScreenContext, defaults?: FormData): PreparedScreen {
  try {
    const isEdit = bound.isEdit(ctx);
    const read = bound.formData(ctx);
    const formData = defaults && !isEdit ? bound.applyRules({ ...read, ...defaults }, ctx) : read;
    return { kind: 'ready', formData, isEdit };
  } catch (error) {
    if (error instanceof RecordNotFoundError) return { kind: 'not-found' };
    throw error;
  }
}
