import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

export interface FieldError {
  property: string;
  message: string;
}

const ajv = createAjv(loadSchemaDocuments().map((d) => d.schema));

const sortErrors = (errors: FieldError[]): FieldError[] =>
  [...errors].sort((a, b) => `${a.property}|${a.message}`.localeCompare(`${b.property}|${b.message}`));

/** Server-side view: the schema file compiled with createAjv, instancePath mapped to rjsf's ".a.0.b" form. */
export function ajvErrors(screenId: string, formData: unknown): FieldError[] {
  const validate = ajv.getSchema(`${SCHEMA_ID_BASE}${screenId}.schema.json`);
  if (!validate) throw new Error(`no schema ${screenId}`);
  validate(formData);
  return sortErrors(
    ((validate.errors ?? []) as ErrorObject[]).map((e) => ({ property: e.instancePath.replace(/\//g, '.'), message: e.message ?? '' })),
  );
}

/** Browser view: the generated bundled schema + precompiled validator through rjsf's validateFormData. */
export function precompiledErrors(mod: { schema: RJSFSchema; validateFns: ValidatorFunctions }, formData: unknown): FieldError[] {
  const validator = createPrecompiledValidator(mod.validateFns, mod.schema);
  const { errors } = validator.validateFormData(formData, mod.schema);
  return sortErrors(errors.map((e) => ({ property: e.property ?? '', message: e.message ?? '' })));
}

export { sortErrors };
