import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { bindingKeywords, type BindingKeyword, type SchemaNode } from '../binding-keywords';
import { exampleInPlace } from '../binding-reference';
import { readMetaSchema, REFERENCE_FILE, renderBindingReference } from '../binding-reference-file';
import { BINDING_META_SCHEMA } from './binding-lint';
import type { Finding } from './types';

interface Paths {
  root: string;
  schemasDir: string;
  widgetRegistryFile: string;
}

/** What is wrong with one keyword's example: its own schema's errors, then (for a rule or template form) the whole's. */
function exampleErrors(validate: (pointer: string, value: unknown) => string | undefined, keyword: BindingKeyword, example: unknown): string | undefined {
  return validate(keyword.pointer, example)
    ?? (keyword.kind === 'property' ? undefined : validate(keyword.valuePointer, exampleInPlace(keyword, example)));
}

/** Every keyword of the binding meta-schema has a description and one example that its schema accepts. */
export function checkKeywordDocs(meta: SchemaNode, file: string): Finding[] {
  const ajv = createAjv();
  const id = String(meta.$id);
  ajv.addSchema(meta);
  const validate = (pointer: string, value: unknown) => {
    const check = ajv.compile({ $ref: `${id}#${pointer}` });
    return check(value) ? undefined : ajv.errorsText(check.errors, { dataVar: 'example' });
  };
  return bindingKeywords(meta).flatMap((keyword): Finding[] => {
    const { description, examples } = keyword.schema;
    const findings: Finding[] = [];
    if (typeof description !== 'string' || description.trim() === '') {
      findings.push({ file, pointer: keyword.pointer, message: `"${keyword.name}" has no description: the binding reference shows one for every keyword` });
    }
    if (!Array.isArray(examples) || examples.length === 0) {
      findings.push({ file, pointer: keyword.pointer, message: `"${keyword.name}" has no example: add "examples" with one that a binding would use` });
      return findings;
    }
    const errors = exampleErrors(validate, keyword, examples[0]);
    if (errors) findings.push({ file, pointer: `${keyword.pointer}/examples/0`, message: `the example of "${keyword.name}" is not valid here: ${errors}` });
    return findings;
  });
}

/** docs/binding-reference.md must be the reference of the current meta-schema and widget registry. */
export function checkBindingReference(paths: Paths): Finding[] {
  if (!existsSync(join(paths.schemasDir, BINDING_META_SCHEMA))) return [];
  const rel = (file: string) => relative(paths.root, file).split('\\').join('/');
  const meta = readMetaSchema(paths.schemasDir);
  const findings = checkKeywordDocs(meta, rel(join(paths.schemasDir, BINDING_META_SCHEMA)));
  const file = join(paths.root, REFERENCE_FILE);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current !== renderBindingReference(paths.schemasDir, paths.widgetRegistryFile)) {
    const message = current === null
      ? 'missing: run npm run docs:binding'
      : 'out of date with schemas/binding.schema.json and src/widgets/registry.ts: run npm run docs:binding';
    findings.push({ file: REFERENCE_FILE, pointer: '', message });
  }
  return findings;
}
