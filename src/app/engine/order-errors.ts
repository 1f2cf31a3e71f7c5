import type { RJSFValidationError, UiSchema } from '@rjsf/utils';

/** The field an error belongs to at the top of the form: '.dependentInfo.0.dependentAge' -> 'dependentInfo'. */
function topField(error: RJSFValidationError): string {
  return (error.property ?? '').split('.')[1] ?? '';
}

/**
 * Errors in the order the fields appear (the uiSchema's `ui:order`), not in validation order, so the
 * error summary reads top to bottom like the form. Ties keep their validation order.
 */
export function orderErrors(errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] {
  const order = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return errors;
  const rest = order.includes('*') ? order.indexOf('*') : order.length;
  const rank = (error: RJSFValidationError) => {
    const index = order.indexOf(topField(error));
    return index === -1 ? rest : index;
  };
  return errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => rank(a.error) - rank(b.error) || a.index - b.index)
    .map(({ error }) => error);
}
