// npm run new:screen -- <step>/<screen> [--after <node id>]: the files of a new screen an analyst then edits (schema,
// UI schema, examples, binding saving through SaveScreenAnswers, a translation catalogue per language) and, with
// --after, its node in flows/full-flow.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Flow } from '../src/shared/flow/types';
import { locales, sourceLocale } from '../src/shared/i18n/locales';
import { translatableTexts } from '../src/shared/i18n/translatable-texts';
import { SCHEMA_ID_BASE } from '../src/shared/validation/schema-documents';
import { insertAfter } from './schema-compiler/flow-edit';
import { flowsDir, repoRoot, schemasDir } from './lib/paths';

const [screenId, ...rest] = process.argv.slice(2);
const after = rest[0] === '--after' ? rest[1] : undefined;
if (!screenId || !/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/.test(screenId) || (rest.length > 0 && !after)) {
  console.error('usage: npm run new:screen -- <step>/<screen> [--after <node id>]   (e.g. info/favourite-color --after contact)');
  process.exit(2);
}
const [step, name] = screenId.split('/') as [string, string];
const title = name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

const files: Record<string, unknown> = {
  [`${screenId}.schema.json`]: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_ID_BASE}${screenId}.schema.json`,
    title,
    type: 'object',
    fieldErrors: true,
    properties: { answer: { title: 'Answer', type: 'string', maxLength: 100, errorMessage: { maxLength: 'Answer cannot exceed 100 characters.' } } },
    required: ['answer'],
    errorMessage: { required: { answer: 'Answer is a required field.' } },
  },
  [`${screenId}.ui.json`]: { 'ui:order': ['answer', '*'] },
  [`${screenId}.examples.json`]: {
    valid: [{ answer: 'Yes' }],
    invalid: [{ formData: {}, errors: [{ property: '.answer', message: 'Answer is a required field.' }] }],
  },
  [`${screenId}.binding.json`]: {
    $schema: '../binding.schema.json',
    read: { from: `/screenAnswers/${screenId}` },
    save: { body: { applicationId: { $ctx: 'applicationId' }, screenId, answers: { $record: true } } },
  },
};

// A catalogue per language, its English texts as keys: the analyst writes each translation (a complete locale's
// missing ones are linter findings; npm run texts:todo lists them).
const englishTexts = [
  ...translatableTexts('schema', files[`${screenId}.schema.json`]),
  ...translatableTexts('ui', files[`${screenId}.ui.json`]),
].map((t) => t.text);
for (const { code } of locales.filter((l) => l.code !== sourceLocale)) {
  files[`${screenId}.${code}.texts.json`] = Object.fromEntries(englishTexts.map((text) => [text, '']));
}

const taken = Object.keys(files).filter((file) => existsSync(join(schemasDir, file)));
if (taken.length) {
  console.error(`new:screen: ${taken.map((f) => `schemas/${f}`).join(', ')} already exist; nothing written`);
  process.exit(1);
}
let flow: Flow | undefined;
if (after) {
  const flowFile = join(flowsDir, 'full-flow.json');
  try {
    flow = insertAfter(JSON.parse(readFileSync(flowFile, 'utf8')) as Flow, step, after, { id: name, route: name, screen: screenId, save: 'SaveScreenAnswers' });
  } catch (error) {
    console.error(`new:screen: ${(error as Error).message}; nothing written`);
    process.exit(1);
  }
}
for (const [file, content] of Object.entries(files)) {
  const path = join(schemasDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
  console.log(`wrote ${relative(repoRoot, path)}`);
}
if (flow) {
  writeFileSync(join(flowsDir, 'full-flow.json'), `${JSON.stringify(flow, null, 2)}\n`);
  console.log(`added node "${name}" after "${after}" in step "${step}" of flows/full-flow.json`);
} else {
  console.log(`add a node for it to flows/full-flow.json: { "id": "${name}", "route": "${name}", "screen": "${screenId}", "save": "SaveScreenAnswers", "next": [...] }`);
}
console.log('then: translate its texts (npm run texts:todo -- es schemas/' + screenId + '), npm run build:schemas && npm run flow:diagram && npm run lint:schemas');
