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
