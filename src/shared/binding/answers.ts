/**
 * The empty-value policy of every bound screen: text is trimmed, and blank text, null, empty objects and empty
 * lists mean "no answer", so they are left out (the form shows the field empty, the body does not send it).
 */
export function cleanAnswers(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = value.map(cleanAnswers).filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const clean = cleanAnswers(field);
    if (clean !== undefined) out[key] = clean;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

import type { FieldShape } from './schema-fields';

export type Groups = Record<string, readonly string[]>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value cut to the form's fields: a nested object (or list item) keeps only its schema's fields (a record has more). */
export function project(value: unknown, shape: FieldShape | null): unknown {
  if (shape && Array.isArray(value)) return value.map((item) => project(item, shape));
  if (!shape || !isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key in shape).map(([key, field]) => [key, project(field, shape[key] ?? null)]));
}

/** The record's fields a group gathers, as the group's object (undefined when none has an answer). */
function gather(record: Record<string, unknown> | null, fields: readonly string[]): unknown {
  return cleanAnswers(Object.fromEntries(fields.map((field) => [field, record?.[field]])));
}

/**
 * The record's answers for the form: only the schema's fields (nested objects too), cleaned, a checkbox group
 * gathered from its record fields; defaults fill what is missing (in nested objects too).
 */
export function recordToFormData(
  record: Record<string, unknown> | null,
  shape: FieldShape,
  defaults: Record<string, unknown> = {},
  groups: Groups = {},
): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [name, fields] of Object.entries(shape)) {
    const value = groups[name] ? gather(record, groups[name]) : cleanAnswers(project(record?.[name], fields));
    const fallback = defaults[name];
    if (isPlainObject(value) && isPlainObject(fallback)) form[name] = { ...fallback, ...value };
    else if (value !== undefined) form[name] = value;
    else if (fallback !== undefined) form[name] = fallback;
  }
  return form;
}

/** The form data in the record's shape: each checkbox group's fields spread to the top level. */
export function spreadGroups(data: Record<string, unknown>, groups: Groups = {}): Record<string, unknown> {
  const names = Object.keys(groups).filter((name) => name in data);
  if (names.length === 0) return data;
  const out = { ...data };
  for (const name of names) {
    const group = out[name];
    delete out[name];
    if (group && typeof group === 'object') Object.assign(out, group);
  }
  return out;
}

/** Text trimmed everywhere in a body, blank text left out; every other value (null, [], {}) kept as it is. */
export function trimText(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) return value.map(trimText).filter((item) => item !== undefined);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const trimmed = trimText(field);
    if (trimmed !== undefined) out[key] = trimmed;
  }
  return out;
}
