import { describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import { liftRequiredErrors } from '../../../src/app/runtime/transform-errors';

const requiredAt = (property: string, instancePath: string, missing: string): RJSFValidationError => ({
  name: 'errorMessage',
  property,
  message: 'X is a required field.',
  stack: 'X is a required field.',
  params: { errors: [{ keyword: 'required', instancePath, params: { missingProperty: missing } }] },
});

describe('liftRequiredErrors', () => {
  it('moves a custom required message from the object to the missing property', () => {
    expect(liftRequiredErrors([requiredAt('', '', 'firstName')])[0]?.property).toBe('.firstName');
    expect(liftRequiredErrors([requiredAt('.alt', '/alt', 'first')])[0]?.property).toBe('.alt.first');
  });
  it('leaves errors already on the field and other errors alone', () => {
    expect(liftRequiredErrors([requiredAt('.firstName', '', 'firstName')])[0]?.property).toBe('.firstName');
    const other: RJSFValidationError = { name: 'maxLength', property: '.a', message: 'm', stack: 'm' };
    expect(liftRequiredErrors([other])).toEqual([other]);
  });
});
