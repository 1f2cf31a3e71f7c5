import type { RJSFValidationError } from '@rjsf/utils';
import { fieldIdForProperty } from '../../widgets';

/**
 * Validation on blur shows only the errors of fields the user has left (`touched` holds their input ids), so a
 * field not yet reached is not red. An object's own error (a checkbox group) counts once one of its boxes was left.
 */
export function touchedErrors(errors: RJSFValidationError[], touched: ReadonlySet<string>, idPrefix = 'root'): RJSFValidationError[] {
  return errors.filter((error) => {
    const id = fieldIdForProperty(error.property, idPrefix);
    if (touched.has(id)) return true;
    for (const left of touched) if (left.startsWith(`${id}_`)) return true;
    return false;
  });
}
