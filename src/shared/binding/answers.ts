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

/** The record's answers for the form: only the schema's properties, cleaned; defaults fill what is missing. */
export function recordToFormData(
  record: Record<string, unknown> | null,
  properties: readonly string[],
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const name of properties) {
    const value = cleanAnswers(record?.[name]);
    if (value !== undefined) form[name] = value;
    else if (defaults[name] !== undefined) form[name] = defaults[name];
  }
  return form;
}
