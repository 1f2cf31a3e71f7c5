import { canonicalJson } from '../canonical-json';

/** A condition: a JSON Schema the document it tests must match (`true` always holds). */
export type Condition = Record<string, unknown> | boolean;

/** Whether `document` matches `condition`: the one way every condition of a screen, list or flow file is tested. */
export type Holds = (condition: Condition, document: unknown) => boolean;

/** A condition compiled by the build (no JSON Schema compiler in the browser). */
export type CompiledCondition = (document: unknown) => boolean;

/** The key a compiled condition is found by: its JSON with sorted keys (the build writes the same text). */
export const conditionKey = (condition: Condition): string => canonicalJson(condition);

/**
 * `Holds` over conditions the build compiled, by `conditionKey`. A condition it did not compile is a build fault
 * (the generated modules are stale), never silently true or false.
 */
export function compiledHolds(compiled: Readonly<Record<string, CompiledCondition>>): Holds {
  const keys = new WeakMap<object, string>();
  return (condition, document) => {
    if (typeof condition === 'boolean') return condition;
    let key = keys.get(condition);
    if (key === undefined) {
      key = conditionKey(condition);
      keys.set(condition, key);
    }
    const test = compiled[key];
    if (!test) throw new Error(`condition ${key} was not compiled by the build (npm run build:schemas)`);
    return test(document) === true;
  };
}
