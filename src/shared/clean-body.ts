/** Drops null and empty-string fields at the top level only: of an object, or of each object item of an array. */
export function cleanBody<T>(body: T): T {
  if (Array.isArray(body)) return body.map((item: unknown) => cleanObject(item)) as T;
  return cleanObject(body) as T;
}

function cleanObject(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === null || field === '') continue;
    out[key] = field;
  }
  return out;
}
