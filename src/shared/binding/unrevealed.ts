import { isJsonObject as isObject } from '../is-json-object';

type Schema = Record<string, unknown>;

/** A schema and where it sits: the document it belongs to (`base`) and its JSON pointer there. */
export interface SchemaAt {
  schema: Schema;
  base: string;
  pointer: string;
}

/** How a tier reads its schemas: the browser's bundled screen schema, or the server's documents by `$id`. */
export interface SchemaReader {
  /** The schema a `$ref` written at `from` names, or undefined when it cannot be found. */
  resolve(ref: string, from: SchemaAt): SchemaAt | undefined;
  /** Whether `data` matches the `if` schema at `condition`. */
  holds(condition: SchemaAt, data: unknown): boolean;
}

const at = (parent: SchemaAt, ...tokens: (string | number)[]): SchemaAt | undefined => {
  let node: unknown = parent.schema;
  for (const token of tokens) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
  if (!isObject(node)) return undefined;
  const pointer = tokens.reduce<string>((p, t) => `${p}/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`, parent.pointer);
  return { schema: node, base: parent.base, pointer };
};

interface Declarations {
  /** Property schemas that apply to the data as it is. */
  shown: Map<string, SchemaAt[]>;
  /** Properties declared in a branch whose condition does not hold (or under a dependency that is absent). */
  unshown: Set<string>;
}

function declare(found: Declarations, where: SchemaAt, shown: boolean, data: Schema, reader: SchemaReader, depth: number): void {
  if (depth > 32) return; // a recursive $ref: what is declared so far is enough
  const { schema } = where;
  if (typeof schema.$ref === 'string') {
    const target = reader.resolve(schema.$ref, where);
    if (target) declare(found, target, shown, data, reader, depth + 1);
  }
  if (isObject(schema.properties)) {
    for (const name of Object.keys(schema.properties)) {
      const property = at(where, 'properties', name);
      if (!shown) found.unshown.add(name);
      else if (property) found.shown.set(name, [...(found.shown.get(name) ?? []), property]);
    }
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const entries = schema[keyword];
    if (!Array.isArray(entries)) continue;
    entries.forEach((_entry, i) => {
      const entry = at(where, keyword, i);
      if (entry) declare(found, entry, shown, data, reader, depth + 1);
    });
  }
  const condition = at(where, 'if');
  if (condition) {
    const taken = shown && reader.holds(condition, data);
    const then = at(where, 'then');
    const otherwise = at(where, 'else');
    if (then) declare(found, then, shown && taken, data, reader, depth + 1);
    if (otherwise) declare(found, otherwise, shown && !taken, data, reader, depth + 1);
  }
  if (isObject(schema.dependencies)) {
    for (const name of Object.keys(schema.dependencies)) {
      const dependent = at(where, 'dependencies', name);
      if (dependent) declare(found, dependent, shown && name in data, data, reader, depth + 1);
    }
  }
}

/** A list's item schema, through `$ref`s. */
function itemsOf(where: SchemaAt, reader: SchemaReader, depth = 0): SchemaAt | undefined {
  const items = at(where, 'items');
  if (items || typeof where.schema.$ref !== 'string' || depth > 32) return items;
  const target = reader.resolve(where.schema.$ref, where);
  return target ? itemsOf(target, reader, depth + 1) : undefined;
}

/**
 * The data without the answers its schema does not reveal: a property declared only in an `if`/`then`/`else` branch
 * that does not apply to the data now (Other Suffix once the suffix is no longer Other) is left out, in nested objects
 * and list items too. A property the schema does not mention at all is kept (a body carries ids besides the form).
 */
export function withoutUnrevealed(where: SchemaAt, data: unknown, reader: SchemaReader, depth = 0): unknown {
  if (Array.isArray(data)) {
    const items = itemsOf(where, reader);
    return items ? data.map((item) => withoutUnrevealed(items, item, reader, depth + 1)) : data;
  }
  if (!isObject(data) || depth > 32) return data;
  const found: Declarations = { shown: new Map(), unshown: new Set() };
  declare(found, where, true, data, reader, 0);
  const out: Schema = {};
  for (const [name, value] of Object.entries(data)) {
    const schemas = found.shown.get(name);
    if (!schemas && found.unshown.has(name)) continue;
    out[name] = schemas ? schemas.reduce((kept, schema) => withoutUnrevealed(schema, kept, reader, depth + 1), value) : value;
  }
  return out;
}
