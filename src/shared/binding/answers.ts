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

export type Groups = Record<string, readonly string[]>;

/** The record's fields a group gathers, as the group's object (undefined when none has an answer). */
function gather(record: Record<string, unknown> | null, fields: readonly string[]): unknown {
  return cleanAnswers(Object.fromEntries(fields.map((field) => [field, record?.[field]])));
}

/**
 * The record's answers for the form: only the schema's properties, cleaned, a checkbox group gathered from its
 * record fields; defaults fill what is missing.
 */
export function recordToFormData(
  record: Record<string, unknown> | null,
  properties: readonly string[],
  defaults: Record<string, unknown> = {},
  groups: Groups = {},
): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const name of properties) {
    const value = groups[name] ? gather(record, groups[name]) : cleanAnswers(record?.[name]);
    if (value !== undefined) form[name] = value;
    else if (defaults[name] !== undefined) form[name] = defaults[name];
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
