import type { ValidatorType } from '@rjsf/utils';
// The subpath, not the package root: the root also exports customizeValidator, which pulls the ajv compiler in.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ScreenModule } from './types';

const cache = new WeakMap<object, ValidatorType>();

/** One precompiled validator per screen module, reused across renders and mounts. */
export function validatorFor(screen: Pick<ScreenModule, 'schema' | 'validateFns'>): ValidatorType {
  let validator = cache.get(screen.validateFns);
  if (!validator) {
    validator = createPrecompiledValidator(screen.validateFns, screen.schema) as ValidatorType;
    cache.set(screen.validateFns, validator);
  }
  return validator;
}
