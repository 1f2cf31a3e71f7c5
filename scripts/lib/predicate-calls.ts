import { compilePredicatesCode } from './compile-validators';
import { standaloneToEsm } from './esm';

type Conditions = Record<string, Record<string, unknown>>;

const PLACEHOLDER = /"@@([A-Za-z0-9_$]+)@@"/g;

/** A placeholder for the condition `name`, turned into a call by `literalWithCalls`. */
export const conditionPlaceholder = (name: string): string => `@@${name}@@`;

/** `value` as a TypeScript literal, each condition placeholder in it a call `is("<name>")`. */
export function literalWithCalls(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(PLACEHOLDER, (_m, name: string) => `is(${JSON.stringify(name)})`);
}

/**
 * A copy of `value` in which every object under one of `keys` (a condition: a JSON Schema) is a placeholder named by
 * its path, e.g. "sections_1_shownWhen", and those conditions by name.
 */
export function takeConditions(value: unknown, keys: readonly string[]): { value: unknown; conditions: Conditions } {
  const conditions: Conditions = {};
  const walk = (node: unknown, path: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, String(i)]));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => {
        if (!keys.includes(key) || item === null || typeof item !== 'object') return [key, walk(item, [...path, key])];
        const name = [...path, key].join('_').replace(/[^A-Za-z0-9_$]/g, '_');
        conditions[name] = item as Record<string, unknown>;
        return [key, conditionPlaceholder(name)];
      }),
    );
  };
  return { value: walk(value, []), conditions };
}

/** The declaration of `is(name)`: the compiled condition of `./<from>` as a predicate of type `predicateType`. */
export function isDeclaration(from: string, predicateType: string): string {
  return `import { predicates as p } from './${from}';

const is = (name: string): ${predicateType} => {
  const validate = p[name];
  if (!validate) throw new Error(\`predicate "\${name}" is missing from ${from}.ts\`);
  return (data) => validate(data) === true;
};
`;
}

/** A module exporting `predicates`: each condition compiled to an ajv standalone validate function, by name. */
export function predicatesModule(header: string, conditions: Conditions): string {
  const type = ': Record<string, (data: unknown) => boolean>';
  const code = Object.keys(conditions).length > 0
    ? standaloneToEsm(compilePredicatesCode(conditions), 'predicates', type)
    : `export const predicates${type} = {};\n`;
  return `${header}// @ts-nocheck\n/* eslint-disable */\n${code}`;
}
