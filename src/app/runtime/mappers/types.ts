import type { UiSchema } from '@rjsf/utils';
import type { BorrowerProfile, IncomeType } from '../../../shared/api';
import type { FormData } from '../types';

/** Reference lists a screen needs besides the profile (fetched and cached before it renders). */
export interface Lookups {
  incomeTypes?: IncomeType[];
}

/** What a screen's mapper reads: the borrower's profile, the route's parameters (e.g. `id`) and the lookups. */
export interface ScreenContext {
  profile: BorrowerProfile;
  params: Record<string, string>;
  lookups: Lookups;
}

/** A route parameter names no record of this borrower: the page shows "Oh, no". */
export class RecordNotFoundError extends Error {
  constructor(what: string, id: string | undefined) {
    super(`No ${what} with id '${id ?? ''}' on file.`);
    this.name = 'RecordNotFoundError';
  }
}

/** How a screen's form data is read from and written to its API call (`call` names the route under /api). */
export interface ContextMapper<F extends FormData = FormData> {
  call: string;
  lookups?: (keyof Lookups)[];
  toFormData(ctx: ScreenContext): F;
  toPayload(formData: F, ctx: ScreenContext): unknown;
  /** Context-dependent UI (e.g. choices from the profile or a lookup), merged over the screen's uiSchema. */
  toUiSchema?(ctx: ScreenContext, uiSchema: UiSchema): UiSchema;
  /** Edit screens: the button reads Update when the form changed and Cancel when not (nothing is sent). */
  isEdit?(ctx: ScreenContext): boolean;
  /** After a successful save, e.g. the new employmentId replaces the URL's `:id` before going next. */
  afterSave?(response: unknown, formData: F, ctx: ScreenContext): { params?: Record<string, string> } | void;
}

export type ListItem = Record<string, string | number | boolean | null> & { id: string };

/** A named list shown by list screens (`schemas/<step>/<name>.list.json` sections name their source). */
export interface ListSource {
  items(ctx: ScreenContext): ListItem[];
  /** Soft delete: the call and the body that saves the record again with activeInd false. */
  call?: string;
  deletePayload?(item: ListItem, ctx: ScreenContext): unknown;
}
