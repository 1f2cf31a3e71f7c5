import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The subpath, not the package root: the root also exports customizeValidator, which pulls the ajv compiler in.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { ScreenModule } from './types';

const cache = new WeakMap<object, ValidatorType>();

/**
 * The precompiled validator finds the function of a subschema (an `if` that rjsf checks on every change) by hashing
 * the subschema's JSON on each call; rjsf hands it the same subschema objects again, so each one's function is kept.
 */
function rememberFunctions(validator: AJV8PrecompiledValidator): void {
  const byObject = new WeakMap<object, ReturnType<AJV8PrecompiledValidator['getValidator']>>();
  const find = validator.getValidator.bind(validator);
  validator.getValidator = (schema: RJSFSchema) => {
    let fn = byObject.get(schema);
    if (!fn) {
      fn = find(schema);
      byObject.set(schema, fn);
    }
    return fn;
  };
}

/** One precompiled validator per screen module, reused across renders and mounts. */
export function validatorFor(screen: Pick<ScreenModule, 'schema' | 'validateFns'>): ValidatorType {
  let validator = cache.get(screen.validateFns);
  if (!validator) {
    const precompiled = createPrecompiledValidator(screen.validateFns, screen.schema) as unknown as AJV8PrecompiledValidator;
    rememberFunctions(precompiled);
    validator = precompiled as unknown as ValidatorType;
    cache.set(screen.validateFns, validator);
  }
  return validator;
}
