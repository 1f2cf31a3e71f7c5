import type { RJSFValidationError } from '@rjsf/utils';

interface RawAjvError {
  keyword?: string;
  instancePath?: string;
  params?: { missingProperty?: string };
}

/**
 * ajv-errors reports a custom `required` message (`errorMessage.required.<prop>`) on the parent object, so rjsf
 * would show it at the object. This moves each such message to the missing property, where the field shows it.
 */
export function liftRequiredErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    if (error.name !== 'errorMessage') return error;
    const inner = (error.params as { errors?: RawAjvError[] } | undefined)?.errors ?? [];
    const missing = new Set(inner.filter((e) => e.keyword === 'required').map((e) => e.params?.missingProperty));
    if (inner.length === 0 || missing.size !== 1 || inner.some((e) => e.keyword !== 'required')) return error;
    const [name] = [...missing];
    const parent = (inner[0]?.instancePath ?? '').replace(/\//g, '.');
    // Already placed on the field (e.g. by a schema keyword that rewrites the instance path).
    if (!name || (error.property ?? '') !== parent) return error;
    const property = error.property ? `${error.property}.${name}` : `.${name}`;
    return { ...error, property, stack: error.message ?? error.stack };
  });
}
