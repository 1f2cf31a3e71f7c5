import type { UiSchema } from '@rjsf/utils';
import type { BorrowerProfile } from '../../shared/api';
import type { AssetType, IncomeType } from '../../shared/api/generated/types';
import type { FastPathOffer } from '../../shared/flow/fast-path';
import type { ScreenModule } from '../generated/screens';

/** What each generated `src/app/generated/screens/<step>/<screen>.ts` module exports. */
export type { ScreenModule };

export type ScreenLoaders = Record<string, () => Promise<ScreenModule>>;

export type FormData = Record<string, unknown>;

/** Reference lists a screen needs besides the profile (fetched and cached before it renders). */
export interface Lookups {
  incomeTypes?: IncomeType[];
  /** GetAssetType; failing to load sends the user to /oops. */
  assetTypes?: AssetType[];
}

/** How the form is sent: Next completes the section, Save For Later keeps it a draft (flow node `saveForLater`). */
export interface SaveOptions {
  complete: boolean;
}

/** What a screen's binding reads: the borrower's profile, the route's parameters (e.g. `id`) and the lookups. */
export interface ScreenContext {
  profile: BorrowerProfile;
  params: Record<string, string>;
  lookups: Lookups;
  /** The offer facts the fast path's rules read (loan type, occupancy, real-estate flag), when the offer is loaded. */
  facts?: FastPathOffer;
}

/** A route parameter names no record of this borrower: the page shows "Oh, no". */
export class RecordNotFoundError extends Error {
  constructor(what: string, id: string | undefined) {
    super(`No ${what} with id '${id ?? ''}' on file.`);
    this.name = 'RecordNotFoundError';
  }
}

/**
 * How a screen's form data is read from the profile and written to its save call's body (the flow node's `save`
 * names the call). Bound screens get theirs from their binding; a screen still wired in TypeScript registers one.
 */
export interface ContextMapper<F extends FormData = FormData> {
  lookups?: (keyof Lookups)[];
  toFormData(ctx: ScreenContext): F;
  toPayload(formData: F, ctx: ScreenContext, options: SaveOptions): unknown;
  /**
   * Context- and data-dependent UI (choices from the profile or a lookup; options disabled or relabelled by an
   * answer), merged over the screen's uiSchema. Called again with the current form data on every change.
   */
  toUiSchema?(ctx: ScreenContext, uiSchema: UiSchema, formData: F): UiSchema;
  /** The fields a rule hides for this form data: their answers are neither sent nor counted as missing. */
  hiddenFields?(ctx: ScreenContext, formData: F): string[];
  /**
   * The spec's data rules on change (e.g. answering no to bankruptcy clears the chapters; a not-willing box clears
   * its group; net rent = gross - expense): the form data to show after the user changed `previous` into `next`.
   */
  onChange?(next: F, previous: F, ctx: ScreenContext): F;
  /** Edit screens: the button reads Update when the form changed and Cancel when not (nothing is sent). */
  isEdit?(ctx: ScreenContext): boolean;
  /** The section is already complete: Next with nothing changed goes on without saving. */
  isComplete?(ctx: ScreenContext): boolean;
  /** After a successful save: new `params` (e.g. the new employmentId replaces the URL's `:id`). */
  afterSave?(response: unknown, formData: F, ctx: ScreenContext): AfterSave | void;
  /**
   * What the flow's `next` conditions and parameters read: the form data with `$ctx`, `$params`, `$read`,
   * `$profile` and, after a save, `$response` (the call's answer) beside it.
   */
  nextDocument?(ctx: ScreenContext, formData: F, response?: unknown): Record<string, unknown>;
}

export interface AfterSave {
  params?: Record<string, string>;
}

/**
 * One record of a list source. `id` fills an edit route's `:id`; a field named like another route parameter fills it
 * (e.g. `realEstateOwnedId`, `lenderId`); `readOnly: true` hides the item's Edit and Delete.
 */
export type ListItem = Record<string, string | number | boolean | null> & { id: string; readOnly?: boolean };

/** A named list shown by list screens (`schemas/<step>/<name>.list.json` sections name their source). */
export interface ListSource {
  items(ctx: ScreenContext): ListItem[];
  /** Soft delete: the call and the body that saves the record again with activeInd false. */
  call?: string;
  deletePayload?(item: ListItem, ctx: ScreenContext): unknown;
}
