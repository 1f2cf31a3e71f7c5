import type Ajv from 'ajv';
import type { SchemaAt, SchemaReader } from '../../shared/binding/unrevealed';
import { getAtPointer } from '../../shared/json-pointer';
import { isJsonObject as isObject } from '../../shared/is-json-object';
import type { SchemaDocument } from '../../shared/validation/schema-documents';

/** A schema document by its `$id`, as a place to start reading. */
export function documentAt(documents: ReadonlyMap<string, SchemaDocument>, $id: string): SchemaAt | undefined {
  const doc = documents.get($id);
  return doc ? { schema: doc.schema, base: $id, pointer: '' } : undefined;
}

/**
 * The server's reading of the schema documents: a `$ref` is resolved against the document it is written in, and an
 * `if` is run by the server's ajv, which compiles it the first time it is asked (then keeps it).
 */
export function serverSchemaReader(ajv: Ajv, documents: ReadonlyMap<string, SchemaDocument>): SchemaReader {
  return {
    resolve(ref, from) {
      const url = new URL(ref, from.base);
      const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
      url.hash = '';
      const doc = documents.get(url.href);
      const node = doc ? getAtPointer(doc.schema, fragment) : undefined;
      return isObject(node) ? { schema: node, base: url.href, pointer: fragment } : undefined;
    },
    holds(condition, data) {
      const validate = ajv.getSchema(`${condition.base}#${condition.pointer}`);
      if (!validate) throw new Error(`no schema at ${condition.base}#${condition.pointer}`);
      return validate(data) === true;
    },
  };
}
