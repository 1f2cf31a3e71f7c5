import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { orderErrors } from '../../../src/app/engine/order-errors';

const error = (property: string): RJSFValidationError => ({ property, message: property, stack: property });

describe('orderErrors', () => {
  it('orders errors like the form fields, keeping validation order within a field', () => {
    const errors = [error('.middleName'), error('.maritalStatus'), error('.firstName'), error('.dependentInfo.0.dependentAge'), error('.dependentInfo.1.dependentAge')];
    const ordered = orderErrors(errors, { 'ui:order': ['firstName', 'middleName', 'maritalStatus', 'dependentInfo'] });
    expect(ordered.map((e) => e.property)).toEqual(['.firstName', '.middleName', '.maritalStatus', '.dependentInfo.0.dependentAge', '.dependentInfo.1.dependentAge']);
  });

  it("puts fields missing from ui:order where '*' stands, or last", () => {
    const errors = [error('.zeta'), error('.lastName'), error('.firstName')];
    expect(orderErrors(errors, { 'ui:order': ['firstName', '*', 'lastName'] }).map((e) => e.property)).toEqual(['.firstName', '.zeta', '.lastName']);
    expect(orderErrors(errors, { 'ui:order': ['lastName', 'firstName'] }).map((e) => e.property)).toEqual(['.lastName', '.firstName', '.zeta']);
  });

  it('leaves errors alone without a ui:order', () => {
    const errors = [error('.b'), error('.a')];
    expect(orderErrors(errors, {})).toBe(errors);
  });
});
