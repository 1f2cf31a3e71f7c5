import type { ErrorObject } from 'ajv';
import { escapePointerToken, getAtPointer } from '../../../src/shared/json-pointer';
import { likelyMeant } from './closest';
import { isNode, type MetaSchema, metaSchema, type Node, resolved } from './meta-schema';
import { chooseBranch, type Label, labelled } from './meta-schema-branches';
import type { Finding } from './types';

/** An object's own keywords this walk explains (the rest of its own errors are shown as ajv says them). */
const EXPLAINED = new Set(['required', 'additionalProperties', 'oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'properties', 'patternProperties', 'items']);

/** A finding still to merge: what the walk says about an object, or an ajv message as it is (`raw`). */
interface Said extends Finding {
  raw: boolean;
}

/** `binding` of ".../binding.schema.json", `fast path` of ".../fast-path.schema.json". */
function documentNoun(root: Node): string {
  const id = typeof root.$id === 'string' ? root.$id : '';
  return id.replace(/^.*\//, '').replace(/\.schema\.json$/, '').replace(/-/g, ' ') || 'document';
}

/**
 * `data` against its meta-schema (the flow, a list, a binding, the fast path): ONE finding per offending object, at
 * its pointer, naming the keyword it has where another is meant (the closest the meta-schema allows there) or the one
 * it lacks, and what it was checked as (a rule as the rule of its effect); for anything else ajv's own messages
 * (a schema's own errorMessage among them).
 */
export function checkAgainstMetaSchema(data: unknown, root: object, file: string): Finding[] {
  const meta = metaSchema(root as Node);
  const noun = documentNoun(root as Node);
  const said = explain(meta, '', data, '', labelled(noun), file);
  const merged = new Map<string, Said>();
  const findings: Said[] = [];
  for (const item of said) {
    const same = item.raw ? undefined : merged.get(item.pointer);
    if (same) {
      same.message += `; ${item.message}`;
      continue;
    }
    if (!item.raw) merged.set(item.pointer, item);
    findings.push(item);
  }
  return findings.map(({ file: f, pointer, message }) => ({ file: f, pointer, message }));
}

/**
 * An error of the object's own keyword (not of a branch or a property): ajv names its schema path from the compiled
 * subschema ("#/oneOf") or, where it inlined a definition, from the meta-schema's root.
 */
function isOwn(error: ErrorObject, schemaPointer: string): boolean {
  const inlined = schemaPointer !== '' && error.schemaPath.startsWith(`#${schemaPointer}/`);
  const path = inlined ? `#${error.schemaPath.slice(schemaPointer.length + 1)}` : error.schemaPath;
  return error.instancePath === '' && /^#\/[^/]+$/.test(path);
}

/** ajv's messages as they are (an enum's with its values and the likely one), at their pointers. */
function raw(errors: ErrorObject[], schemaPointer: string, data: unknown, at: string, file: string): Said[] {
  return errors.map((e) => {
    const where = e.instancePath === '' ? `#${schemaPointer}${e.schemaPath.slice(1)}` : e.schemaPath;
    const allowed = e.keyword === 'enum' ? (e.params as { allowedValues?: unknown[] }).allowedValues : undefined;
    const message = allowed ? enumMessage(getAtPointer(data, e.instancePath), allowed) : e.message ?? 'invalid';
    return { file, pointer: `${at}${e.instancePath}`, message: `${message} (${where})`, raw: true };
  });
}

function enumMessage(value: unknown, allowed: unknown[]): string {
  const meant = typeof value === 'string' ? likelyMeant(value, allowed.filter((v): v is string => typeof v === 'string')) : undefined;
  return `${JSON.stringify(value)} is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${meant === undefined ? '' : ` (did you mean "${meant}"?)`}`;
}

/**
 * What an object has where another keyword is meant, what it lacks, and what it may not have beside another keyword
 * (`not: { required }`); keywords the schema's own errorMessage words are left to it.
 */
function keywordProblems(node: Node, data: Node, label: Label, worded: string[]): string | undefined {
  const properties = isNode(node.properties) ? Object.keys(node.properties) : [];
  const patterns = isNode(node.patternProperties) ? Object.keys(node.patternProperties).map((p) => new RegExp(p, 'u')) : [];
  const closed = node.additionalProperties === false && !worded.includes('additionalProperties');
  const unknown = closed ? Object.keys(data).filter((key) => !properties.includes(key) && !patterns.some((p) => p.test(key))) : [];
  const required = Array.isArray(node.required) && !worded.includes('required') ? (node.required as string[]) : [];
  const missing = required.filter((key) => !(key in data));
  const used = new Set<string>();
  const parts = unknown.map((key) => {
    const meant = likelyMeant(key, [...missing, ...properties.filter((p) => !(p in data) && !missing.includes(p))].filter((p) => !used.has(p)));
    if (meant === undefined) return `has "${key}", which ${label.kind} does not take (it takes ${properties.join(', ')})`;
    used.add(meant);
    return `has "${key}" where ${label.kind} takes "${meant}" (did you mean "${meant}"?)`;
  });
  parts.push(...missing.filter((key) => !used.has(key)).map((key) => `lacks "${key}", which ${label.kind} needs`));
  const excluded = forbiddenTogether(node, data, worded);
  if (excluded) parts.push(`has ${excluded.map((key) => `"${key}"`).join(' and ')}, which ${label.kind} does not take`);
  return parts.length > 0 ? `${label.noun} ${parts.join('; ')}` : undefined;
}

/** The keywords of `not: { required: [...] }` when the object has them all. */
function forbiddenTogether(node: Node, data: Node, worded: string[]): string[] | undefined {
  const not = node.not;
  if (!isNode(not) || worded.includes('not') || Object.keys(not).join() !== 'required' || !Array.isArray(not.required)) return undefined;
  const keys = not.required.filter((key): key is string => typeof key === 'string');
  return keys.every((key) => key in data) ? keys : undefined;
}

/** What is wrong with `data` (at `at`) by the subschema at `schemaPointer`. */
function explain(meta: MetaSchema, schemaPointer: string, data: unknown, at: string, outer: Label, file: string): Said[] {
  const errors = meta.errors(schemaPointer, data);
  if (!errors) return [];
  const { node, pointer } = resolved(meta, schemaPointer);
  const label = labelled(outer.noun, outer.kind, pointer);
  if (!isNode(node) || typeof node.errorMessage === 'string') return raw(errors, pointer, data, at, file);
  const said: Said[] = [];
  const explained = new Set(EXPLAINED);
  const same = (sub: string, subLabel: Label) => said.push(...explain(meta, `${pointer}/${sub}`, data, at, subLabel, file));
  const child = (sub: string, value: unknown, key: string, childLabel: Label) =>
    said.push(...explain(meta, `${pointer}/${sub}`, value, `${at}/${escapePointerToken(key)}`, childLabel, file));
  if (isNode(data)) {
    const worded = isNode(node.errorMessage) ? Object.keys(node.errorMessage) : [];
    const problems = keywordProblems(node, data, label, worded);
    if (problems) said.push({ file, pointer: at, message: problems, raw: false });
    if (forbiddenTogether(node, data, worded)) explained.add('not');
    for (const [key, value] of Object.entries(data)) {
      const pattern = isNode(node.patternProperties) ? Object.keys(node.patternProperties).find((p) => new RegExp(p, 'u').test(key)) : undefined;
      if (isNode(node.properties) && key in node.properties) child(`properties/${escapePointerToken(key)}`, value, key, labelled(key));
      else if (pattern !== undefined) child(`patternProperties/${escapePointerToken(pattern)}`, value, key, labelled(key));
      else if (isNode(node.additionalProperties)) child('additionalProperties', value, key, labelled(key));
    }
  }
  if (Array.isArray(data) && isNode(node.items)) data.forEach((item, i) => child('items', item, String(i), labelled(`${label.noun} entry`)));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(node[keyword]) || !errors.some((e) => isOwn(e, pointer) && e.keyword === keyword)) continue;
    const choice = chooseBranch(meta, `${pointer}/${keyword}`, node[keyword] as unknown[], data, label);
    if (choice.problem) said.push({ file, pointer: at, message: choice.problem, raw: false });
    else if (choice.branch !== undefined) same(`${keyword}/${choice.branch}`, choice.label);
  }
  if (Array.isArray(node.allOf)) node.allOf.forEach((_sub, i) => same(`allOf/${i}`, label));
  if (node.if !== undefined) {
    const branch = meta.errors(`${pointer}/if`, data) ? 'else' : 'then';
    if (node[branch] !== undefined) same(branch, label);
  }
  const own = errors.filter((e) => isOwn(e, pointer) && !explained.has(e.keyword));
  said.push(...raw(own, pointer, data, at, file));
  return said.length > 0 ? said : raw(errors, pointer, data, at, file);
}
