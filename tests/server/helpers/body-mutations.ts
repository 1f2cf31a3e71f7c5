// fast-check arbitraries for request bodies: any JSON, and a valid body with a few fields broken.
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** `[[[...]]]` nested `depth` times around a value. */
const nested = (depth: number, inner: Json): Json => {
  let value = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** Values no field expects: wrong types, nulls, edge numbers, long, NUL and unpaired-surrogate strings, deep nesting. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  {
    arbitrary: fc.constantFrom<Json>(
      null, [null], [null, null], {}, [], '', ' ', '\u0000', 'Ja\u0000ne', '\uD800', '😀', 'x'.repeat(5_000),
      'x'.repeat(40_000), 0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, true, false, '12', '01/01/1900',
      '13/45/2020',
    ),
    weight: 4,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, weight: 3 },
  { arbitrary: fc.integer({ min: 10, max: 1_000 }).map((depth) => nested(depth, null)), weight: 1 },
);

/** Every node of a JSON value, the root (`[]`) first. */
export function pathsOf(value: Json, at: Path = []): Path[] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => pathsOf(item, [...at, i])));
  if (value !== null && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...at, key])));
  }
  return here;
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, value);
}

/** A copy of `value` with the node at `path` replaced (or, with `undefined`, removed). */
function setAt(value: Json, path: Path, next: Json | undefined): Json | undefined {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...Path];
  const child = setAt((value as Record<string | number, Json>)[key] as Json, rest, next);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (child === undefined) copy.splice(key as number, 1);
    else copy[key as number] = child;
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  if (child === undefined) delete copy[key as string];
  else copy[key as string] = child;
  return copy;
}

export type Mutation =
  | { kind: 'flip'; pick: number }
  | { kind: 'replace'; pick: number; value: Json }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: Json };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('flip' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      pick: fc.nat(),
      key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'borrowerId', 'applicationId')),
      value: hostileValue,
    }),
    weight: 1,
  },
);

/** The same type, another value: a yes/no answered the other way opens or closes the fields that depend on it. */
function flipped(value: Json): Json {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value === 1 ? 2 : 1;
  if (typeof value === 'string') return value === '' ? 'Other' : '';
  return Array.isArray(value) ? [] : {};
}

/**
 * Applies one mutation at the `pick`-th node (modulo the node count): flip it, replace it, remove it (a field dropped,
 * an item left out), or add an unknown field to an object or an item to an array (other nodes are replaced instead).
 */
export function applyMutation(body: Json, m: Mutation): Json {
  const paths = pathsOf(body);
  const path = paths[m.pick % paths.length] as Path;
  if (m.kind === 'flip') return setAt(body, path, flipped(getAt(body, path))) ?? null;
  if (m.kind === 'replace') return setAt(body, path, m.value) ?? null;
  if (m.kind === 'remove') return path.length === 0 ? null : (setAt(body, path, undefined) ?? null);
  const node = getAt(body, path);
  if (Array.isArray(node)) return setAt(body, path, [...node, m.value]) ?? null;
  if (node !== null && typeof node === 'object') {
    // defineProperty: a plain assignment to "__proto__" would set the prototype, not add a field to the JSON.
    const copy = { ...node };
    Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    return setAt(body, path, copy) ?? null;
  }
  return setAt(body, path, m.value) ?? null;
}

/** A valid body with one or two mutations applied in turn (one leaves the rest valid, so the route gets further). */
export function mutatedBody(valid: Json): fc.Arbitrary<Json> {
  return fc.array(mutation, { minLength: 1, maxLength: 2 }).map((ms) => ms.reduce(applyMutation, valid));
}

/** Any JSON value as a body. */
export const anyJsonBody = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>;

/** What the fuzz sends in place of a valid body: any JSON value, or (more often) a broken version of it. */
export function fuzzedBody(valid: Json): fc.Arbitrary<Json> {
  return fc.oneof({ arbitrary: anyJsonBody, weight: 1 }, { arbitrary: mutatedBody(valid), weight: 4 });
}
