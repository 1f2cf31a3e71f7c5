import { likelyMeant } from './closest';
import { isNode, type MetaSchema, resolved } from './meta-schema';

/** What an object is called in a finding ("rule") and what it was checked as ("a hide rule"). */
export interface Label {
  noun: string;
  kind: string;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** The label of an object: named after the meta-schema definition it is checked by, when that is where it stands. */
export function labelled(noun: string, kind?: string, schemaPointer = ''): Label {
  const definition = /\/(?:definitions|\$defs)\/([^/]+)$/.exec(schemaPointer)?.[1];
  if (definition) return { noun: definition, kind: article(definition) };
  return { noun, kind: kind ?? article(noun) };
}

/** The branch of a oneOf/anyOf an object was meant to match, or what rules every branch out. */
export interface Choice {
  branch?: number;
  label: Label;
  problem?: string;
}

/** The properties a branch fixes to a value (`const`, `enum`): how the branches tell objects apart (a rule's effect). */
function fixedValues(meta: MetaSchema, pointer: string): Map<string, unknown[]> {
  const { node } = resolved(meta, pointer);
  const fixed = new Map<string, unknown[]>();
  if (!isNode(node) || !isNode(node.properties)) return fixed;
  for (const key of Object.keys(node.properties)) {
    const property = resolved(meta, `${pointer}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).node;
    if (isNode(property) && 'const' in property) fixed.set(key, [property.const]);
    else if (isNode(property) && Array.isArray(property.enum)) fixed.set(key, property.enum);
  }
  return fixed;
}

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** Whether a branch's `type` (if any) takes the value's JSON type. */
function takesType(node: unknown, value: unknown): boolean {
  const type = isNode(node) ? node.type : undefined;
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  const own = jsonType(value);
  return types.includes(own) || (own === 'integer' && types.includes('number'));
}

/**
 * The branch `data` was meant as: one that takes its type, whose discriminating values (those several branches fix,
 * a rule's effect) it has, with most of its required keywords, then with the fewest errors (its own, then deeper). When its discriminating
 * value is one no branch takes, or every branch only lacks keywords, that is the problem.
 */
export function chooseBranch(meta: MetaSchema, pointer: string, branches: unknown[], data: unknown, label: Label): Choice {
  const record = isNode(data) ? data : {};
  const fixedBy = branches.map((_branch, k) => fixedValues(meta, `${pointer}/${k}`));
  const discriminating = (key: string) => fixedBy.filter((fixed) => fixed.has(key)).length > 1;
  const scored = branches.map((_branch, k) => {
    const at = `${pointer}/${k}`;
    const { node } = resolved(meta, at);
    const fixed = [...fixedBy[k]!].filter(([key]) => discriminating(key) && key in record);
    const matched = fixed.filter(([key, values]) => values.includes(record[key]));
    const required = isNode(node) && Array.isArray(node.required) ? (node.required as string[]) : [];
    const errors = meta.errors(at, data) ?? [];
    return { k, node, fixed, matched, present: required.filter((key) => key in record), errors };
  });
  const typed = scored.filter((s) => takesType(s.node, data));
  const fitting = typed.filter((s) => s.matched.length === s.fixed.length);
  if (fitting.length === 0) {
    const key = typed.find((s) => s.fixed.length > 0)?.fixed[0]?.[0];
    if (key !== undefined) {
      const values = [...new Set(fixedBy.flatMap((fixed) => fixed.get(key) ?? []))];
      const value = record[key];
      const meant = typeof value === 'string' ? likelyMeant(value, values.filter((v): v is string => typeof v === 'string')) : undefined;
      const hint = meant === undefined ? '' : ` (did you mean "${meant}"?)`;
      return { label, problem: `${label.noun} has ${key} ${JSON.stringify(value)}, which no ${label.noun} takes (${key}: ${values.join(', ')})${hint}` };
    }
  }
  const candidates = fitting.length > 0 ? fitting : typed.length > 0 ? typed : scored;
  if (candidates.every((s) => s.errors.length > 0 && s.errors.every((e) => e.keyword === 'required' && e.instancePath === ''))) {
    const alternatives = candidates.map((s) => s.errors.map((e) => `"${String((e.params as { missingProperty?: string }).missingProperty)}"`).join(' and '));
    return { label, problem: `${label.noun} lacks ${alternatives.join(alternatives.some((a) => a.includes(' and ')) ? ', or ' : ' or ')}` };
  }
  // Errors of the object itself weigh first: a branch that fits it may still find faults deeper down.
  const own = (s: { errors: { instancePath: string }[] }) => s.errors.filter((e) => e.instancePath === '').length;
  const best = [...candidates].sort(
    (a, b) => b.matched.length - a.matched.length || b.present.length - a.present.length || own(a) - own(b) || a.errors.length - b.errors.length || a.k - b.k,
  )[0]!;
  const value = best.matched[0] ? record[best.matched[0][0]] : undefined;
  const kind = typeof value === 'string'
    ? `${article(value)} ${label.noun}`
    : best.present.length > 0 ? `${article(label.noun)} with ${best.present.map((key) => `"${key}"`).join(' and ')}` : label.kind;
  return { branch: best.k, label: { noun: label.noun, kind } };
}
