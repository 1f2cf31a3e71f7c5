import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import Ajv, { type AnySchema } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { addVocabulary, ajvOptions } from '../../src/shared/validation/create-ajv';

const codeOptions = { lines: false, esm: false, source: true } as const;

/** rjsf precompiled validator functions for a bundled screen schema, as CommonJS-style ajv standalone code. */
export function compileScreenValidatorsCode(schema: RJSFSchema): string {
  return compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { ...ajvOptions, verbose: false, code: codeOptions },
    ajvFormatOptions: false,
    extenderFn: addVocabulary,
  });
}

/** Standalone code exporting one validate function per entry of `schemas` (keyed by export name). */
export function compilePredicatesCode(schemas: Record<string, AnySchema>): string {
  const ajv = addVocabulary(new Ajv({ ...ajvOptions, code: codeOptions }));
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(schema, name);
    refs[name] = name;
  }
  return standaloneCode(ajv, refs);
}
