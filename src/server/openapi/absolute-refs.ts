type JsonNode = unknown;

/** Keywords whose values are instances, not schemas: a `$ref` key in them is data. */
const DATA_KEYWORDS = new Set(['const', 'default', 'enum', 'example', 'examples']);

/**
 * Rewrites, in place, every `$ref` relative to a document (`../defs/numbers.json#/$defs/id`) as the absolute URI it
 * stands for (`https://refi-portal.local/schemas/defs/numbers.json#/$defs/id`), against the closest `$id`.
 * Same-document references (`#/...`) stay as they are.
 */
export function absolutizeRefs(node: JsonNode, base: string): void {
  if (Array.isArray(node)) {
    for (const item of node) absolutizeRefs(item, base);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const here = typeof schema.$id === 'string' && !schema.$id.startsWith('#') ? new URL(schema.$id, base).href : base;
  if (typeof schema.$ref === 'string' && !schema.$ref.startsWith('#')) schema.$ref = new URL(schema.$ref, here).href;
  for (const [key, value] of Object.entries(schema)) {
    if (key !== '$ref' && !DATA_KEYWORDS.has(key)) absolutizeRefs(value, here);
  }
}
