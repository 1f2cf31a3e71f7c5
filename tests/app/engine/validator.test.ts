import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import { validatorFor } from '../../../src/app/engine/validator';
import { loadScreen } from '../../../src/app/engine/screen-loader';

afterEach(() => vi.restoreAllMocks());

describe('validatorFor', () => {
  it('finds the precompiled function of a subschema once per subschema object (rjsf checks the same `if` on every change)', async () => {
    const screen = await loadScreen('military/demographics-form');
    const find = vi.spyOn(AJV8PrecompiledValidator.prototype, 'getValidator');
    // A module object of its own, so the validator is made anew with the spy in place.
    const validator = validatorFor({ schema: screen.schema, validateFns: { ...screen.validateFns } });
    const root = screen.schema as RJSFSchema;
    const ethnicity = (root.$defs as Record<string, RJSFSchema>).ethnicity!;
    const condition = (ethnicity.allOf as RJSFSchema[])[0]!.if as RJSFSchema;
    find.mockClear();
    expect(validator.isValid(condition, { hispanicOrLatinoInd: true }, root)).toBe(true);
    expect(validator.isValid(condition, { hispanicOrLatinoInd: false }, root)).toBe(false);
    expect(validator.isValid(condition, {}, root)).toBe(false);
    expect(find).toHaveBeenCalledTimes(1);
    // An equal subschema in another object is found by its content as before.
    expect(validator.isValid(structuredClone(condition), { hispanicOrLatinoInd: true }, root)).toBe(true);
    expect(find).toHaveBeenCalledTimes(2);
  });
});
