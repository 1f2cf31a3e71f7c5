import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { expect } from 'vitest';
import { oneMessagePerField } from '../../src/shared/errors/one-message-per-field';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { type FormError, formErrors, sortFormErrors } from '../../src/shared/validation/form-errors';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

export type FieldError = FormError;

/** A schemas/<step>/<name>.examples.json file: form data that must pass, and form data with exactly its errors. */
export type { Examples } from '../helpers/screen-examples';

/** What the validators need of a generated screen module (src/app/generated/screens/<step>/<name>.ts). */
export interface ScreenValidators {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

const ajv = createAjv(loadSchemaDocuments().map((d) => d.schema));

/** Server-side view: the schema file compiled with createAjv, instancePath mapped to rjsf's ".a.0.b" form. */
export function ajvErrors(screenId: string, formData: unknown): FieldError[] {
  const validate = ajv.getSchema(`${SCHEMA_ID_BASE}${screenId}.schema.json`);
  if (!validate) throw new Error(`no schema ${screenId}`);
  return formErrors(validate, formData);
}

/** Browser view: the generated bundled schema + precompiled validator through rjsf's validateFormData. */
export function precompiledErrors(mod: ScreenValidators, formData: unknown): FieldError[] {
  const validator = createPrecompiledValidator(mod.validateFns, mod.schema);
  const { errors } = validator.validateFormData(formData, mod.schema);
  const shown = oneMessagePerField(errors, (e) => e.property ?? '', (e) => e.schemaPath);
  return sortFormErrors(shown.map((e) => ({ property: e.property ?? '', message: e.message ?? '' })));
}

/** Both views must agree: returns the server view after asserting the browser view equals it. */
export function agreedErrors(screenId: string, mod: ScreenValidators, formData: unknown): FieldError[] {
  const server = ajvErrors(screenId, formData);
  expect(precompiledErrors(mod, formData), `${screenId}: the browser view differs from the server view`).toEqual(server);
  return server;
}

export { sortFormErrors as sortErrors };
