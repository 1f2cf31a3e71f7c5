import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnySchema, ValidateFunction } from 'ajv';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { type FormError, formErrors, sortFormErrors } from '../../../src/shared/validation/form-errors';
import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import type { ScreenDocument } from '../screens';
import type { Finding } from './types';

interface ExamplesFile {
  valid?: unknown[];
  invalid?: { formData?: unknown; errors?: FormError[] }[];
}

const described = (errors: FormError[]) => errors.map((e) => `${e.property || '(the form)'} "${e.message}"`).join(', ');
const key = (e: FormError) => JSON.stringify([e.property, e.message]);

/** The errors of `from` that `other` lacks (each counted as often as it occurs). */
function without(from: FormError[], other: FormError[]): FormError[] {
  const left = other.map(key);
  return from.filter((e) => {
    const i = left.indexOf(key(e));
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/**
 * A screen's examples still say what its schema does: each `valid` example passes, and each `invalid` one gives
 * exactly its `{ property, message }` errors (as the screen tests collect them: formErrors). Findings at `/valid/<i>`
 * and `/invalid/<i>/errors` name the message expected and the one the schema gives now.
 */
export function checkExamples(validate: ValidateFunction, examples: ExamplesFile, file: string): Finding[] {
  const findings: Finding[] = [];
  (examples.valid ?? []).forEach((formData, i) => {
    const errors = formErrors(validate, formData);
    if (errors.length > 0) findings.push({ file, pointer: `/valid/${i}`, message: `valid example ${i} fails the schema now: ${described(errors)}` });
  });
  (examples.invalid ?? []).forEach((example, i) => {
    const expected = sortFormErrors(Array.isArray(example?.errors) ? example.errors : []);
    const given = formErrors(validate, example?.formData);
    const missing = without(expected, given);
    const extra = without(given, expected);
    if (missing.length === 0 && extra.length === 0) return;
    const now = extra.length > 0 ? `the schema now gives ${described(extra)}` : 'the schema no longer gives it';
    const message = missing.length > 0 ? `invalid example ${i} expects ${described(missing)}; ${now}` : `invalid example ${i}: the schema now also gives ${described(extra)}`;
    findings.push({ file, pointer: `/invalid/${i}/errors`, message });
  });
  return findings;
}

/** Every screen's `<screen>.examples.json` (when present) against its schema, compiled with all documents. */
export function checkExampleFiles(schemasDir: string, docs: SchemaDocument[], screens: ScreenDocument[], rel: (file: string) => string): Finding[] {
  const ajv = createAjv(docs.map((d) => d.schema as AnySchema));
  return screens.flatMap((screen) => {
    const path = join(schemasDir, screen.path.replace(/\.schema\.json$/, '.examples.json'));
    const validate = ajv.getSchema(screen.$id);
    if (!existsSync(path) || !validate) return [];
    let examples: ExamplesFile;
    try {
      examples = JSON.parse(readFileSync(path, 'utf8')) as ExamplesFile;
    } catch (error) {
      return [{ file: rel(path), pointer: '', message: `not JSON: ${(error as Error).message}` }];
    }
    return checkExamples(validate, examples, rel(path));
  });
}
