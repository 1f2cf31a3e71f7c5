import Ajv, { type AnySchema, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { customKeywords } from './keywords';

/**
 * Identical for the browser precompile, the server and the tests. Unknown keywords are errors (strictSchema), so a
 * typo in a schema fails the build; rjsf-only annotations stay in the .ui.json files, never in schemas.
 */
export const ajvOptions: Options = {
  allErrors: true,
  $data: true,
  coerceTypes: false,
  useDefaults: false,
  strict: true,
  strictSchema: true,
  strictNumbers: true,
  strictTuples: true,
  // if/then branches name properties declared by the enclosing object, and annotation-only branches omit `type`.
  strictTypes: false,
  strictRequired: false,
  validateFormats: true,
};

/** Adds ajv-formats, ajv-errors and our custom keywords (in that order). */
export function addVocabulary(ajv: Ajv): Ajv {
  addFormats(ajv);
  ajvErrors(ajv);
  for (const keyword of customKeywords) {
    if (!ajv.getKeyword(keyword.keyword as string)) ajv.addKeyword(keyword);
  }
  return ajv;
}

/** A configured ajv instance, optionally preloaded with schema documents (each with its `$id`). */
export function createAjv(schemas: AnySchema[] = []): Ajv {
  const ajv = addVocabulary(new Ajv(ajvOptions));
  if (schemas.length > 0) ajv.addSchema(schemas);
  return ajv;
}
