import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { currentErrors } from '../../src/widgets/templates/current-errors';

const error = (property: string, message: string): RJSFValidationError => ({ property, message, stack: message });

describe('currentErrors', () => {
  const errors = [error('.ssn', 'SSN message'), error('.dateOfBirth', 'DOB message'), error('.dependentInfo.0.dependentAge', 'Age message')];

  it('keeps the errors the error schema still holds', () => {
    const errorSchema = { ssn: { __errors: ['SSN message'] }, dateOfBirth: { __errors: ['DOB message'] }, dependentInfo: { 0: { dependentAge: { __errors: ['Age message'] } } } };
    expect(currentErrors(errors, errorSchema as never)).toEqual(errors);
  });

  it('drops the errors of fields the user has changed since the submit', () => {
    const errorSchema = { dateOfBirth: { __errors: ['DOB message'] } };
    expect(currentErrors(errors, errorSchema as never).map((e) => e.property)).toEqual(['.dateOfBirth']);
    expect(currentErrors(errors, {} as never)).toEqual([]);
  });
});
