import type { SchemaDocument } from '../../src/shared/validation/schema-documents';
import { getAtPointer, pointerTokens } from '../../src/shared/json-pointer';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Splits a `$ref` into the absolute document URI and its fragment pointer, resolved against `baseId`. */
export function resolveRef(ref: string, baseId: string): { docId: string; pointer: string } {
  const url = new URL(ref, baseId);
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  return { docId: url.href, pointer };
}

/** Local `$defs` key for an external target: file stem + pointer (without "$defs"), e.g. "names.firstName". */
export function defKey(docId: string, pointer: string): string {
  const stem = (docId.split('/').pop() ?? 'doc').replace(/\.schema\.json$|\.json$/, '');
  const tokens = pointerTokens(pointer).filter((t) => t !== '$defs' && t !== 'definitions');
  return [stem, ...tokens].join('.');
}

/**
 * Inlines every external `$ref` of `rootId`'s document into the root's `$defs` under `defKey` names and rewrites the
 * refs to `#/$defs/<key>`. Local refs of the root stay as they are. Inlined parts lose `$id`/`$schema`; titles stay.
 */
export function bundleSchema(documents: SchemaDocument[], rootId: string): JsonObject {
  const byId = new Map(documents.map((d) => [d.$id, d]));
  const root = byId.get(rootId);
  if (!root) throw new Error(`unknown schema ${rootId}`);
  const added = new Map<string, Json>();

  const visit = (node: Json, baseId: string): Json => {
    if (Array.isArray(node)) return node.map((item) => visit(item, baseId));
    if (node === null || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out[key] = rewriteRef(value, baseId);
      else if ((key === '$id' || key === '$schema') && baseId !== rootId) continue;
      else out[key] = visit(value, baseId);
    }
    return out;
  };

  const rewriteRef = (ref: string, baseId: string): string => {
    const { docId, pointer } = resolveRef(ref, baseId);
    if (docId === rootId) return '#' + pointer;
    const target = byId.get(docId);
    if (!target) throw new Error(`unresolved $ref "${ref}" in ${baseId}`);
    const key = defKey(docId, pointer);
    if (!added.has(key)) {
      const sub = getAtPointer(target.schema, pointer) as Json | undefined;
      if (sub === undefined) throw new Error(`unresolved $ref "${ref}" in ${baseId}`);
      added.set(key, true); // reserve first: guards against reference cycles
      added.set(key, visit(sub, docId));
    }
    return '#/$defs/' + key.replace(/~/g, '~0').replace(/\//g, '~1');
  };

  const bundled = visit(root.schema as JsonObject, rootId) as JsonObject;
  if (added.size === 0) return bundled;
  const own = (bundled.$defs ?? {}) as JsonObject;
  const defs: JsonObject = { ...own };
  for (const key of [...added.keys()].sort()) {
    if (key in own) throw new Error(`$defs key clash "${key}" in ${rootId}`);
    defs[key] = added.get(key) as Json;
  }
  return { ...bundled, $defs: defs };
}
