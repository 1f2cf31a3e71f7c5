import { SCHEMA_ID_BASE, type SchemaDocument } from '../../src/shared/validation/schema-documents';

type Node = Record<string, unknown>;

/** Keywords that say nothing about a value's type: field labels, messages, examples. */
const ANNOTATIONS = new Set(['title', '$id', '$schema', '$comment', 'errorMessage', 'examples', 'default']);

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const pascal = (words: string): string =>
  words.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** `UpdateBorrowerContact.body.json` -> `UpdateBorrowerContactBody`; `ErrorResponse.json` -> `ErrorResponse`. */
export function apiTypeName(fileName: string): string {
  return pascal(fileName.replace(/\.json$/, '').replace(/\./g, ' '));
}

/** A whole schema file that is not an API call's: a screen's answers (`info/contact.schema.json` -> `ContactAnswers`). */
function fileTypeName(path: string): string {
  const base = path.split('/').pop() ?? path;
  if (path.startsWith('api/') && !path.startsWith('api/profile/')) return apiTypeName(base);
  return `${pascal(base.replace(/\.schema\.json$|\.json$/, ''))}${path.startsWith('api/profile/') ? 'Profile' : 'Answers'}`;
}

/** A definition worth a name of its own: a record, not a string, number or list of choices. */
function isRecord(node: Node): boolean {
  const type = node.type;
  if (type === 'array' && isNode(node.items)) return isRecord(node.items);
  return 'properties' in node || type === 'object' || (Array.isArray(type) && type.includes('object')) ||
    ['allOf', 'anyOf', 'oneOf'].some((k) => Array.isArray(node[k]) && (node[k] as unknown[]).some((b) => isNode(b) && ('$ref' in b || 'properties' in b)));
}

function pointerGet(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  return pointer.slice(1).split('/').reduce<unknown>((node, raw) => {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    return isNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  }, root);
}

/**
 * One self-contained schema for json-schema-to-typescript: every API schema under `$defs` by its type name, every
 * record they reference across files (screens, `defs/`, `api/profile/`) once under `$defs` by its own name, and the
 * strings, numbers and enums of `defs/` inlined where used. Titles (field labels) are dropped, so only `$defs` name types.
 */
export function bundleApiSchemas(documents: SchemaDocument[]): { root: Node; apiTypes: Map<string, string> } {
  const byId = new Map(documents.map((d) => [d.$id, d]));
  const defs: Record<string, unknown> = {};
  const nameOfTarget = new Map<string, string>();
  /** allOf members that were only a condition: their fields join the parent's. */
  const conditionalMembers = new WeakSet<Node>();

  const locate = (ref: string, baseId: string): { doc: SchemaDocument; pointer: string; key: string } => {
    const url = new URL(ref, baseId);
    const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    const doc = byId.get(url.href);
    if (!doc) throw new Error(`api types: ${ref} (from ${baseId}) names no schema file`);
    return { doc, pointer, key: `${url.href}#${pointer}` };
  };

  const nameFor = (doc: SchemaDocument, pointer: string): string => {
    if (pointer === '') return fileTypeName(doc.path);
    const segments = pointer.split('/').filter(Boolean);
    let last = segments.pop() ?? '';
    if (last === 'items') last = `${segments.pop() ?? ''} item`;
    const prefix = fileTypeName(doc.path).replace(/Answers$|Profile$/, '');
    // A body's definitions are what a client sends: `BorrowerAddressInput` beside the answer's `BorrowerAddress`.
    const input = doc.path.endsWith('.body.json') && !/input$/i.test(last) ? 'Input' : '';
    const own = last === 'item' ? `${prefix}Item` : `${pascal(last)}${input}`;
    const taken = Object.prototype.hasOwnProperty.call(defs, own);
    return taken ? `${prefix}${own}` : own;
  };

  const resolveRef = (ref: string, baseId: string): Node => {
    const { doc, pointer, key } = locate(ref, baseId);
    const named = nameOfTarget.get(key);
    if (named) return { $ref: `#/$defs/${named}` };
    const target = pointerGet(doc.schema, pointer);
    if (!isNode(target)) throw new Error(`api types: ${ref} (from ${baseId}) points at nothing`);
    if (pointer !== '' && !isRecord(target)) {
      // Inlined where used: its description would repeat at every field that uses it.
      const { description: _description, ...inline } = convert(target, doc.$id);
      return inline;
    }
    const name = nameFor(doc, pointer);
    nameOfTarget.set(key, name);
    defs[name] = {};
    const converted = convert(target, doc.$id);
    // A file that is only a $ref still gets its own name, an alias of the type it refers to.
    defs[name] = Object.keys(converted).join() === '$ref' ? { allOf: [converted] } : converted;
    return { $ref: `#/$defs/${name}` };
  };

  function convert(node: Node, baseId: string): Node {
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) {
      if (ANNOTATIONS.has(key) || key === '$ref' || key === '$defs' || key === 'definitions') continue;
      out[key] = convertValue(key, value, baseId);
    }
    tightenChoices(out);
    addConditionalFields(out);
    addDependentFields(out);
    hoistConditionalMembers(out);
    if (typeof node.$ref !== 'string') return out;
    const target = resolveRef(node.$ref, baseId);
    if (!('$ref' in target)) return { ...target, ...out };
    // A description beside a $ref would make the named type a second, anonymous copy.
    delete out.description;
    return Object.keys(out).length ? { allOf: [target, out] } : target;
  }

  /**
   * `type` beside a list of constants adds nothing but an intersection (`("A" | "B") & string`); branches that only
   * require some of the properties (one of two forms of a body) are given those properties, so each form is a type.
   */
  function tightenChoices(out: Node): void {
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = out[key];
      if (!Array.isArray(branches) || !branches.every(isNode)) continue;
      if (branches.every((b) => 'const' in b || 'enum' in b)) delete out.type;
      const properties = out.properties;
      if (isNode(properties) && branches.every((b) => Object.keys(b).join() === 'required')) {
        out[key] = branches.map((b) => {
          const required = b.required as string[];
          return { type: 'object', properties: Object.fromEntries(required.map((k) => [k, properties[k] ?? {}])), required };
        });
      }
    }
  }

  /** The fields a converted schema names: its own, its allOf members' and those of the definitions it $refs. */
  function fieldsOf(node: unknown, seen = new Set<unknown>()): Node {
    if (!isNode(node) || seen.has(node)) return {};
    seen.add(node);
    const ref = typeof node.$ref === 'string' ? defs[node.$ref.replace('#/$defs/', '')] : undefined;
    const members = Array.isArray(node.allOf) ? node.allOf : [];
    const parts = [fieldsOf(ref, seen), ...members.map((m) => fieldsOf(m, seen)), isNode(node.properties) ? node.properties : {}];
    return parts.reduce<Node>((fields, later) => withOptionalFields(later, fields), {});
  }

  /**
   * `own` with the fields of `extra` it lacks. A record in both (an address the condition fills in) gains the fields
   * of `extra`'s record that it lacks, optional; `own`'s required fields stay as they are.
   */
  function withOptionalFields(own: Node, extra: Node): Node {
    const merged: Node = { ...own };
    for (const [key, value] of Object.entries(extra)) {
      const mine = merged[key];
      if (!(key in merged)) merged[key] = value;
      else if (isNode(mine) && isNode(mine.properties)) {
        merged[key] = { ...mine, properties: withOptionalFields(mine.properties, fieldsOf(value)) };
      }
    }
    return merged;
  }

  /**
   * json-schema-to-typescript ignores if/then/else: the fields a condition allows (an alternate name when the box is
   * ticked) become optional fields, so the type names every field the schema may accept.
   */
  function addConditionalFields(out: Node): void {
    if (!('if' in out)) return;
    const own = isNode(out.properties) ? out.properties : {};
    out.properties = withOptionalFields(own, { ...fieldsOf(out.then), ...fieldsOf(out.else) });
    delete out.if;
    delete out.then;
    delete out.else;
    if (Object.keys(out).every((k) => k === 'properties')) conditionalMembers.add(out);
  }

  /** `dependencies` (a field's rules when another is present) are ignored too: their fields become optional fields. */
  function addDependentFields(out: Node): void {
    const dependencies = out.dependencies;
    if (!isNode(dependencies)) return;
    const own = isNode(out.properties) ? out.properties : {};
    const dependent = Object.assign({}, ...Object.values(dependencies).map((d) => fieldsOf(d))) as Node;
    out.properties = withOptionalFields(own, dependent);
    delete out.dependencies;
  }

  /**
   * The tool reads no allOf beside `properties`, so the fields of an allOf member that was only a condition
   * (`allOf: [{ if, then }]`) are moved to the parent, as optional fields.
   */
  function hoistConditionalMembers(out: Node): void {
    const members = out.allOf;
    if (!Array.isArray(members) || !members.some((m) => isNode(m) && conditionalMembers.has(m))) return;
    const own = isNode(out.properties) ? out.properties : {};
    const hoisted = members.filter((m): m is Node => isNode(m) && conditionalMembers.has(m));
    out.properties = withOptionalFields(own, Object.assign({}, ...hoisted.map((m) => m.properties)) as Node);
    const rest = members.filter((m) => !hoisted.includes(m as Node));
    if (rest.length) out.allOf = rest;
    else delete out.allOf;
  }

  function convertValue(key: string, value: unknown, baseId: string): unknown {
    if (key === 'enum' || key === 'const' || key === 'required' || key === 'type') return value;
    if (key === 'properties' || key === 'patternProperties') {
      return Object.fromEntries(Object.entries(value as Node).map(([k, v]) => [k, isNode(v) ? convert(v, baseId) : v]));
    }
    if (Array.isArray(value)) return value.map((v) => (isNode(v) ? convert(v, baseId) : v));
    return isNode(value) ? convert(value, baseId) : value;
  }

  const apiTypes = new Map<string, string>();
  for (const doc of documents.filter((d) => /^api\/[^/]+\.json$/.test(d.path))) {
    const name = apiTypeName(doc.path.slice('api/'.length));
    const key = `${doc.$id}#`;
    if (!nameOfTarget.has(key)) resolveRef(doc.$id, SCHEMA_ID_BASE);
    apiTypes.set(doc.path.slice('api/'.length), nameOfTarget.get(key) ?? name);
  }
  return { root: { type: 'object', additionalProperties: false, $defs: defs }, apiTypes };
}
