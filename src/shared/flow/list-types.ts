/** A list screen (`schemas/<step>/<name>.list.json`, meta-schema `schemas/list.schema.json`). Browser-safe. */
import type { ListSourceSpec } from '../binding/types';
import type { Condition } from '../condition/holds';

/** Text with `{field}` placeholders filled from a list item, e.g. "{streetAddress}, {city}". */
export type ItemTemplate = string;

export interface ListSection {
  /** Unique in the list, e.g. "current-employment". */
  id: string;
  title: string;
  /**
   * Shown only when the offer facts (`ScreenContext.facts`) match the condition; with a condition and no facts, not shown.
   * Without it, always shown.
   */
  shownWhen?: Condition;
  /** The section's records, as data (see ListSourceSpec). */
  source: ListSourceSpec;
  /** Shown when the source has no items, e.g. "None on file.". */
  empty: string;
  item: { title: ItemTemplate; lines?: ItemTemplate[] };
  /** An Add button leading to node `to` of the same step. */
  add?: { label: string; to: string };
  /**
   * Each item's Edit link: node id of the same step; the item's `id` fills the node's `:id`, its field of the same
   * name any other parameter (`:realEstateOwnedId`). Items with `readOnly: true` have no Edit or Delete.
   */
  edit?: string;
  /** Each item has a Delete button (soft delete through the source's `delete`, or its `call` and `deletePayload`). */
  delete?: boolean;
  /** A total line: the sum of the items' numeric `field`, as money. */
  total?: { label: string; field: string };
}

/** A subtitle choice: shown when the offer facts match `when`; without `when`, always (the default). */
export interface ListSubtitle {
  when?: Condition;
  text: string;
}

export interface ListDefinition {
  title: string;
  /** A paragraph under the title (a list has a note or subtitles, not both). */
  note?: string;
  /** The paragraph under the title by the offer facts: the first entry whose `when` they match. */
  subtitles?: ListSubtitle[];
  sections: ListSection[];
  /** Button labels (default "Back" and "Next"). */
  buttons?: { back?: string; next?: string };
}
