import { patternMaxLength } from './pattern-length';

/**
 * An upper bound, in bytes, of a JSON body a schema accepts, written compactly (no whitespace between tokens): every
 * list at its maxItems, every object with every property its schema names (own, and those of its allOf, anyOf,
 * oneOf, then and else members), every string at its most characters (maxLength, or its pattern's or format's
 * longest) with each character at its longest spelling, every number at its longest. Properties a schema does not
 * name are not counted (the writer ignores them). A value no keyword limits throws, naming where.
 */
type Node = Record<string, unknown>;

/**
 * A character's longest spelling in JSON: a code point above U+FFFF sent as two `\uXXXX` escapes, as a client that
 * escapes everything outside ASCII (Python's json.dumps) writes it; ajv counts it as one character.
 */
export const BYTES_PER_CHARACTER = 12;
/** The longest text of a finite double (`-2.2250738585072014e-308`). */
const LONGEST_NUMBER = 24;
/** `usDate: true` (the portal's keyword): MM/DD/YYYY. */
const US_DATE_LENGTH = 10;
/** The longest string of a format (RFC 5321 caps an email address at 254 characters). */
const FORMAT_LENGTHS: Readonly<Record<string, number>> = { email: 254, date: 10 };
const MEMBERS = ['allOf', 'anyOf', 'oneOf'] as const;
const UNBOUNDED = Number.POSITIVE_INFINITY;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const utf8Bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');
const finiteMax = (values: number[]): number => {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? UNBOUNDED : Math.max(...finite);
};

function pointerGet(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  return pointer.slice(1).split('/').reduce<unknown>((node, raw) => {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    return isNode(node) || Array.isArray(node) ? (node as Node)[key] : undefined;
  }, root);
}

/** A schema node with the document its `$ref`s resolve against. */
interface Located {
  node: Node;
  base: string;
}

class SizeWalk {
  constructor(private readonly byId: ReadonlyMap<string, unknown>) {}

  /** The node itself, its `$ref` followed. */
  resolve(node: unknown, base: string, where: string): Located | null {
    if (!isNode(node)) return null;
    if (typeof node.$ref !== 'string') return { node, base };
    const url = new URL(node.$ref, base);
    const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    const doc = this.byId.get(url.href);
    if (doc === undefined) throw new Error(`unresolved $ref ${node.$ref} at ${where}`);
    return this.resolve(pointerGet(doc, pointer), url.href, `${url.href}#${pointer}`);
  }

  bound(node: unknown, base: string, where: string): number {
    const found = this.resolve(node, base, where);
    const bound = found ? this.located(found, where) : UNBOUNDED;
    if (!Number.isFinite(bound)) throw new Error(`no size limit at ${where}`);
    return bound;
  }

  private tryBound(node: unknown, base: string, where: string): number {
    const found = this.resolve(node, base, where);
    return found ? this.located(found, where) : UNBOUNDED;
  }

  /** The node's own keywords' bound and each allOf member's, the smallest; anyOf and oneOf: their largest branch. */
  private located({ node, base }: Located, where: string): number {
    const bounds = [this.ownBound(node, base, where)];
    for (const key of MEMBERS) {
      if (!Array.isArray(node[key])) continue;
      const members = (node[key] as unknown[]).map((m, i) => this.tryBound(m, base, `${where}/${key}/${i}`));
      if (key === 'allOf') bounds.push(...members);
      else bounds.push(members.some((b) => !Number.isFinite(b)) ? UNBOUNDED : Math.max(...members));
    }
    return Math.min(...bounds);
  }

  private ownBound(node: Node, base: string, where: string): number {
    if ('const' in node) return utf8Bytes(node.const);
    if (Array.isArray(node.enum)) return Math.max(...node.enum.map(utf8Bytes));
    const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : null;
    if (!types) return UNBOUNDED;
    return Math.max(...types.map((type) => this.typeBound(type, node, base, where)));
  }

  private typeBound(type: string, node: Node, base: string, where: string): number {
    switch (type) {
      case 'null': return 4;
      case 'boolean': return 5;
      case 'integer': return integerBound(node);
      case 'number': return LONGEST_NUMBER;
      case 'string': return 2 + stringLength(node) * BYTES_PER_CHARACTER;
      case 'array': return this.arrayBound(node, base, where);
      case 'object': return this.objectBound({ node, base }, where);
      default: return UNBOUNDED;
    }
  }

  private arrayBound(node: Node, base: string, where: string): number {
    if (typeof node.maxItems !== 'number') return UNBOUNDED;
    if (node.maxItems === 0) return 2;
    return 2 + node.maxItems * (this.bound(node.items, base, `${where}/items`) + 1) - 1;
  }

  /** Every property the object's schema and its members name, each at its largest declaration that has a limit. */
  private objectBound(object: Located, where: string): number {
    const declarations = new Map<string, number[]>();
    const closed = object.node.additionalProperties === false;
    const collect = (found: Located | null, path: string, own: boolean): void => {
      if (!found) return;
      const { node, base } = found;
      if (isNode(node.properties)) {
        for (const [name, schema] of Object.entries(node.properties)) {
          if (!own && closed && !(name in (object.node.properties as Node))) continue;
          const list = declarations.get(name) ?? [];
          list.push(this.tryBound(schema, base, `${path}/properties/${name}`));
          declarations.set(name, list);
        }
      }
      for (const key of [...MEMBERS, 'then', 'else'] as const) {
        const members = Array.isArray(node[key]) ? (node[key] as unknown[]) : node[key] === undefined ? [] : [node[key]];
        members.forEach((m, i) => collect(this.resolve(m, base, path), `${path}/${key}/${i}`, false));
      }
    };
    collect(object, where, true);
    if (declarations.size === 0) return closed ? 2 : UNBOUNDED;
    const members = [...declarations].map(([name, bounds]) => {
      const bound = finiteMax(bounds);
      if (!Number.isFinite(bound)) throw new Error(`no size limit at ${where}/properties/${name}`);
      return utf8Bytes(name) + 1 + bound;
    });
    return 2 + members.reduce((a, b) => a + b, 0) + members.length - 1;
  }
}

/** The most characters a string may have: its maxLength, its pattern's longest match, or its format's longest. */
function stringLength(node: Node): number {
  return Math.min(
    typeof node.maxLength === 'number' ? node.maxLength : UNBOUNDED,
    typeof node.pattern === 'string' ? patternMaxLength(node.pattern) : UNBOUNDED,
    typeof node.format === 'string' ? (FORMAT_LENGTHS[node.format] ?? UNBOUNDED) : UNBOUNDED,
    node.usDate === true ? US_DATE_LENGTH : UNBOUNDED,
  );
}

function integerBound(node: Node): number {
  const ends = [node.minimum, node.maximum];
  if (!ends.every((n): n is number => typeof n === 'number')) return LONGEST_NUMBER;
  return Math.max(...ends.map((n) => String(n).length));
}

/** The bound of the schema whose `$id` is `id`, its `$ref`s resolved among `schemas` (keyed by `$id`). */
export function largestBodyBytes(schemas: Readonly<Record<string, unknown>>, id: string): number {
  return new SizeWalk(new Map(Object.entries(schemas))).bound(schemas[id], id, id);
}
