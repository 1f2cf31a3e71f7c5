import type { ErrorObject, ValidateFunction } from 'ajv';
import { getAtPointer } from '../../../src/shared/json-pointer';
import { createAjv } from '../../../src/shared/validation/create-ajv';

export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A meta-schema and its subschemas by JSON pointer (each compiled once). */
export interface MetaSchema {
  root: Node;
  /** The subschema's errors for `data`: none (null) when it holds, or when ajv cannot address the subschema. */
  errors(pointer: string, data: unknown): ErrorObject[] | null;
}

const compiledMetaSchemas = new WeakMap<Node, MetaSchema>();

/** The meta-schema of `root`, compiled once for every file it checks. */
export function metaSchema(root: Node): MetaSchema {
  let meta = compiledMetaSchemas.get(root);
  if (!meta) {
    meta = compile(root);
    compiledMetaSchemas.set(root, meta);
  }
  return meta;
}

function compile(root: Node): MetaSchema {
  const id = typeof root.$id === 'string' ? root.$id : 'https://refi-portal.local/lint/meta.schema.json';
  const ajv = createAjv();
  ajv.addSchema({ ...root, $id: id });
  const compiled = new Map<string, ValidateFunction | undefined>();
  const at = (pointer: string): ValidateFunction | undefined => {
    if (!compiled.has(pointer)) {
      let validate: ValidateFunction | undefined;
      try {
        validate = ajv.getSchema(pointer === '' ? id : `${id}#${pointer.split('/').map(encodeURIComponent).join('/')}`);
      } catch {
        validate = undefined; // a subschema ajv cannot address: its parent's messages stand
      }
      compiled.set(pointer, validate);
    }
    return compiled.get(pointer);
  };
  return {
    root,
    errors(pointer, data) {
      const validate = at(pointer);
      if (!validate) return null;
      const valid: boolean = validate(data);
      return valid ? null : [...(validate.errors ?? [])];
    },
  };
}

/** The subschema at `pointer` with local `$ref`s followed: its node and its own pointer. */
export function resolved(meta: MetaSchema, pointer: string): { node: unknown; pointer: string } {
  let at = pointer;
  let node = getAtPointer(meta.root, at);
  for (let hops = 0; isNode(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') && hops < 20; hops++) {
    at = node.$ref.slice(1);
    node = getAtPointer(meta.root, at);
  }
  return { node, pointer: at };
}
