import type { UiSchema } from '@rjsf/utils';
import type { AfterSave, SaveOptions, ScreenContext } from '../mappers/types';
import type { FormData } from '../types';

/**
 * Screen-specific TypeScript for what a binding cannot say as data, named in the binding's `functions` and
 * registered in `./index.ts` like a widget. Each hook works on what the binding already produced.
 */
export interface ScreenFunction {
  /** Adjusts the form data the binding read. */
  toFormData?(formData: FormData, ctx: ScreenContext): FormData;
  /** More uiSchema overrides, merged over the binding's rule effects (e.g. choices built from the profile). */
  toUiSchema?(ctx: ScreenContext, uiSchema: UiSchema, formData: FormData): UiSchema;
  /** Runs after the binding's data rules on every change. */
  onChange?(next: FormData, previous: FormData, ctx: ScreenContext): FormData;
  /** Adjusts the body the binding built. */
  toPayload?(body: unknown, formData: FormData, ctx: ScreenContext, options: SaveOptions): unknown;
  /** Replaces the binding's after-save step when it answers something. */
  afterSave?(response: unknown, formData: FormData, ctx: ScreenContext): AfterSave | void;
}
