/**
 * A screen's binding (`schemas/<step>/<screen>.binding.json`, meta-schema `schemas/binding.schema.json`): where its
 * form data is read from, what its save sends and the data rules the runtime applies as the user types. The form
 * data is the record: a screen's schema describes the record under the API's field names, so reading is a JSON
 * pointer and saving is the record plus context values.
 */
import type { Condition } from '../condition/holds';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON pointer (RFC 6901), e.g. `/contactInfo` or `/incomeInfo/monthlyBaseIncome`. */
export type Pointer = string;

/** The context values a binding may name: ids of the session's application, borrower and offer. */
export const contextNames = ['applicationId', 'borrowerId', 'offerId'] as const;
export type ContextName = (typeof contextNames)[number];

/** How a record is found in a list: the records matching `where`, the one `pick` names. */
export interface RecordLevel {
  /** Only list records matching this condition, a JSON Schema over the record (e.g. the active ones). */
  where?: Condition;
  /**
   * The list record whose `key` equals the route parameter `param` (compared as text). Without the parameter the
   * screen adds a new record (with `required`, an edit-only screen, it shows "Oh, no"); with a parameter that names
   * no record the page shows "Oh, no". With `whenAbsent: "newest"` a route without the parameter (an optional
   * `:id?`) edits the newest record, the one with the greatest key (of those matching `newestWhere`).
   */
  pick?: { key: string; param: string; required?: true; whenAbsent?: 'newest'; newestWhere?: Condition };
}

export interface ReadSpec extends RecordLevel {
  /** Where the record is in the borrower profile (GetBorrowerData): an object, or a list to pick from. */
  from: Pointer;
  /**
   * The record is in a list inside the record found (a property's lenders): `from` within it, found the same way.
   * It carries the record found as `$parent`.
   */
  each?: RecordLevel & { from: Pointer };
  /**
   * Form fields computed by JSON Logic over the record with `$profile`, `$ctx` and `$params` beside it (an occupancy
   * on file elsewhere in the profile, only the active dependents); no value leaves the record's own. Before `defaults`.
   */
  fill?: Record<string, JsonValue>;
  /** Values of a new record (and of fields the record read has no value for); templates, so `$ctx` works. */
  defaults?: Record<string, JsonValue>;
}

/**
 * A value of a body template: a constant, or one of
 * `{ "$record": true, ...fields }` the form data (after the empty-value policy) with the fields added or replaced,
 * `{ "$data": pointer }` one form field, `{ "$read": pointer }` a value of the record as read (null for a new one),
 * `{ "$ctx": name }` an id of the borrower's context,
 * `{ "$complete": true }` true for Next, false for Save For Later, `{ "$logic": jsonLogic }` a JSON Logic value,
 * `{ "$when": condition, "value": template }` the value while the condition holds, else nothing,
 * `{ "$each": jsonLogic, "as": template }` the template for each item of a list (`$item` in it; `{ "$item": pointer }`).
 */
export type Template = JsonValue;

export interface SaveSpec {
  /** The body sent to the flow node's `save` call. */
  body: Template;
  /** A new record's id from the answer, written into the route parameter `param` (the URL is replaced). */
  newId?: { response: Pointer; param: string };
  /**
   * When the record as read (`$read`) makes the section complete: Next with nothing changed then goes on without
   * saving. A JSON Schema over the scope document, like a rule's `when`.
   */
  completeWhen?: Condition;
}

/** A JSON Schema the scope (form data with `$ctx`, `$params`, `$read` and `$profile`) must match. */
export type { Condition };

export type Rule =
  | { effect: 'derive'; field: string; value: JsonValue; when?: Condition }
  | { effect: 'clear'; fields: string[]; when: Condition }
  | { effect: 'hide' | 'disable'; fields: string[]; when: Condition }
  | { effect: 'disableOption'; field: string; option: JsonValue; when: Condition; message?: string }
  | { effect: 'relabelOption'; field: string; option: JsonValue; label: string; when: Condition }
  | { effect: 'relabel'; field: string; label: string; when: Condition };

/**
 * A select's choices from a reference list (`lookup`) or a list of the borrower profile (`from`, e.g. the loan's
 * borrowers): its entries matching `where`, shown by `label` (a field name, or JSON Logic over the entry), saved as
 * `value` (a field name).
 */
export type ChoiceSpec = {
  field: string;
  /** Only the entries matching this condition (a JSON Schema over the entry). */
  where?: Condition;
  label: string | Record<string, JsonValue>;
  value: string;
} & ({ lookup: LookupName; from?: never } | { from: Pointer; lookup?: never });

export type LookupName = 'incomeTypes' | 'assetTypes';

export interface ScreenBinding {
  /** A screen with no fields to read or save (a title and its text) says so. */
  display?: true;
  read?: ReadSpec;
  /**
   * Checkbox groups: the form nests these record fields in one object (`{ "serviceStatus": ["veteranInd", ...] }`);
   * reading gathers them, and the body's `$record` spreads them back to the record's top level.
   */
  groups?: Record<string, string[]>;
  save?: SaveSpec;
  rules?: Rule[];
  /** Reference lists the screen's choices come from (fetched before it renders). */
  lookups?: LookupName[];
  choices?: ChoiceSpec[];
  /**
   * When the screen edits what is on file (its button reads Update, or Cancel when nothing changed); without it, when
   * the route has the `read.pick` parameter.
   */
  editWhen?: Condition;
}

/**
 * A list section's records, as data (`source` of a `schemas/<step>/<name>.list.json` section): the profile's list at
 * `from`, narrowed by the condition `where` (a JSON Schema over a record), each shown as an item of its scalar fields plus
 * `titles` and `fields` (JSON Logic, with `money`, `join`, `sum` and `select`), `id` from `key`; `delete` saves the
 * record again, inactive.
 */
export interface ListSourceSpec {
  from: Pointer;
  where?: Condition;
  /**
   * The records are a list inside each record found (a property's lenders): `from` within it, narrowed by `where`;
   * each carries its parent as `$parent`.
   */
  each?: { from: Pointer; where?: Condition };
  key: string;
  fields?: Record<string, JsonValue>;
  /**
   * Option titles of a screen's select for a record's value (`{ "typeName": { "field": "type", "screen":
   * "finances/other-asset" } }`), before `fields`; the build copies the screen's titles in as `options`.
   */
  titles?: Record<string, { field: string; screen: string; options?: Record<string, string> }>;
  /** Items matching this condition (over the record, `$parent` under each inner record) have no Edit or Delete. */
  readOnly?: Condition;
  delete?: { call: string; body: Template };
}
