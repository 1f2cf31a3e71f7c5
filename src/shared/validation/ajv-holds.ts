import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { conditionKey, type Holds } from '../condition/holds';
import { createAjv } from './create-ajv';

/**
 * `Holds` that compiles each condition with the portal's ajv the first time it is tested: for Node (the linter, the
 * browser tests' helpers), where compiling is allowed; the browser uses the build's compiled conditions.
 */
export function ajvHolds(ajv: Ajv = createAjv()): Holds {
  const compiled = new Map<string, ValidateFunction>();
  return (condition, document) => {
    if (typeof condition === 'boolean') return condition;
    const key = conditionKey(condition);
    let test = compiled.get(key);
    if (!test) {
      test = ajv.compile(condition);
      compiled.set(key, test);
    }
    return test(document) === true;
  };
}
