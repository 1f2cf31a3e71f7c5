import { escapePointerToken, getAtPointer } from '../../../src/shared/json-pointer';
import { schemaAt } from './binding-checks';
import { likelyMeant } from './closest';

type Node = Record<string, unknown>;

/** What a condition may name at one level of the document it tests. */
export interface Level {
  /** A name the document has here (with the level of its value), or why it never has it. */
  name(name: string): { inner?: Level; problem?: string };
  /** The level of a list's items (`items`, `contains`). */
  items?: Level;
}

/** A problem at a pointer inside the condition. */
export interface NameProblem {
  pointer: string;
  message: string;
}

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Any name, at any depth: a record whose fields no schema declares. */
export const openLevel: Level = { name: () => ({ inner: openLevel }), get items() { return openLevel; } };

/** ` (did you mean "x"?)` when a declared name is a likely typo of `name`. */
export function didYouMean(name: string, known: string[]): string {
  const meant = likelyMeant(name, known);
  return meant === undefined ? '' : ` (did you mean "${meant}"?)`;
}

/** A local `$ref` followed to its target (a bundled schema's refs are all local). */
function deref(node: unknown, root: Node): Node | undefined {
  let current = node;
  for (let hops = 0; isNode(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 20; hops++) {
    current = getAtPointer(root, current.$ref);
  }
  return isNode(current) ? current : undefined;
}

/** The object schema `node` and the subschemas that describe the same value: allOf/anyOf/oneOf, if/then/else. */
function sameValue(node: unknown, root: Node, depth = 0): Node[] {
  const here = deref(node, root);
  if (!here || depth > 10) return [];
  const branches = [...['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(here[key]) ? (here[key] as unknown[]) : [])), here.if, here.then, here.else];
  return [here, ...branches.flatMap((branch) => sameValue(branch, root, depth + 1))];
}

/**
 * The names of the object at `pointer` of the schema `root` (its properties, also those its conditions declare; nested
 * objects and list items likewise). An object whose fields the schema leaves open takes any name.
 */
export function schemaLevel(root: Node, pointer: string, what: string, start = pointer): Level {
  const here = sameValue(schemaAt(root, pointer), root);
  const known = [...new Set(here.flatMap((node) => (isNode(node.properties) ? Object.keys(node.properties) : [])))];
  const isList = here.some((node) => node.type === 'array' || isNode(node.items));
  const open = known.length === 0 && !isList;
  return {
    name(name) {
      if (open) return { inner: openLevel };
      const at = `${pointer}/${escapePointerToken(name)}`;
      if (schemaAt(root, at)) return { inner: schemaLevel(root, at, what, start) };
      if (known.includes(name)) return { inner: openLevel }; // declared where schemaAt does not look
      const place = pointer === start ? what : `${pointer.slice(start.length + 1).replace(/(^|\/)0(?=\/|$)/g, '[]')} in ${what}`;
      return { problem: `"${name}" is not a field of ${place}${didYouMean(name, known)}` };
    },
    get items() {
      return isList ? schemaLevel(root, `${pointer}/0`, what, start) : open ? openLevel : undefined;
    },
  };
}

const SAME_LEVEL_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SAME_LEVEL = ['not', 'if', 'then', 'else'] as const;
const ITEMS = ['items', 'contains'] as const;

/**
 * Every property name a condition (a JSON Schema) constrains that its document never has: under `properties`,
 * `required` and `dependentRequired`, through `allOf`/`anyOf`/`oneOf`/`not`/`if`/`then`/`else` at the same level,
 * into a property's own condition and a list's `items`/`contains`. Pointers continue `at`.
 */
export function unknownNames(condition: unknown, at: string, level: Level): NameProblem[] {
  if (!isNode(condition)) return [];
  const problems: NameProblem[] = [];
  const named = (name: unknown, pointer: string) => {
    if (typeof name !== 'string') return undefined;
    const { inner, problem } = level.name(name);
    if (problem) problems.push({ pointer, message: problem });
    return inner;
  };
  if (isNode(condition.properties)) {
    for (const [name, sub] of Object.entries(condition.properties)) {
      const pointer = `${at}/properties/${escapePointerToken(name)}`;
      const inner = named(name, pointer);
      if (inner) problems.push(...unknownNames(sub, pointer, inner));
    }
  }
  if (Array.isArray(condition.required)) condition.required.forEach((name, i) => named(name, `${at}/required/${i}`));
  if (isNode(condition.dependentRequired)) {
    for (const [name, names] of Object.entries(condition.dependentRequired)) {
      const pointer = `${at}/dependentRequired/${escapePointerToken(name)}`;
      named(name, pointer);
      if (Array.isArray(names)) names.forEach((other, i) => named(other, `${pointer}/${i}`));
    }
  }
  for (const key of SAME_LEVEL_LISTS) {
    const list = condition[key];
    if (Array.isArray(list)) list.forEach((sub, i) => problems.push(...unknownNames(sub, `${at}/${key}/${i}`, level)));
  }
  for (const key of SAME_LEVEL) problems.push(...unknownNames(condition[key], `${at}/${key}`, level));
  const items = level.items;
  if (items) for (const key of ITEMS) problems.push(...unknownNames(condition[key], `${at}/${key}`, items));
  return problems;
}
