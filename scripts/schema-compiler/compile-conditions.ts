import { type Condition, conditionKey } from '../../src/shared/condition/holds';
import { compilePredicatesCode } from './compile-validators';
import { standaloneToEsm } from './esm';

/** Every condition (an object under one of `keys`, at any depth of `value`), each once, by `conditionKey`; a boolean condition needs no compiling. */
export function conditionsUnder(value: unknown, keys: readonly string[]): Map<string, Condition> {
  const found = new Map<string, Condition>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (keys.includes(key) && item !== null && typeof item === 'object' && !Array.isArray(item)) {
          found.set(conditionKey(item as Condition), item as Condition);
        } else walk(item);
      }
    }
  };
  walk(value);
  return found;
}

/**
 * A module exporting `conditions`: each condition compiled to an ajv standalone validate function, by its
 * `conditionKey` (src/shared/condition/holds.ts finds it by the same text).
 */
export function conditionsModule(header: string, conditions: Map<string, Condition>): string {
  const type = ': Record<string, (document: unknown) => boolean>';
  const named = [...conditions.entries()].map(([key, condition], i) => ({ key, name: `c${i}`, condition }));
  if (named.length === 0) return `${header}export const conditions${type} = {};\n`;
  const code = standaloneToEsm(compilePredicatesCode(Object.fromEntries(named.map(({ name, condition }) => [name, condition as object]))), 'compiled', type);
  const entries = named.map(({ key, name }) => `  ${JSON.stringify(key)}: compiled.${name},`);
  return `${header}// @ts-nocheck\n/* eslint-disable */\n${code}\nexport const conditions${type} = {\n${entries.join('\n')}\n};\n`;
}
