import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { renderBindingReference } from '../../scripts/schema-compiler/binding-reference-file';
import { checkBindingReference } from '../../scripts/schema-compiler/lint/binding-reference-checks';
import { lintPathsFor } from '../../scripts/schema-compiler/lint/lint-repo';
import { formatFinding } from '../../scripts/schema-compiler/lint/types';
import { repoRoot } from '../../scripts/lib/paths';

// A repo-shaped tree in a temp folder with a copy of the real binding meta-schema and widget registry.
const root = mkdtempSync(join(tmpdir(), 'lint-binding-reference-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const paths = lintPathsFor(root);
const metaFile = join(root, 'schemas/binding.schema.json');

function write(path: string, value: unknown) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

mkdirSync(join(root, 'schemas'));
copyFileSync(join(repoRoot, 'schemas/binding.schema.json'), metaFile);
mkdirSync(join(root, 'src/widgets'), { recursive: true });
for (const file of ['registry.ts', 'MoneyWidget.tsx']) copyFileSync(join(repoRoot, 'src/widgets', file), join(root, 'src/widgets', file));

const lint = () => checkBindingReference(paths).map(formatFinding);

describe('lint:schemas and the binding reference', () => {
  test('checks nothing without a binding meta-schema', () => {
    expect(checkBindingReference(lintPathsFor(join(root, 'nothing')))).toEqual([]);
  });

  test('reports a missing reference', () => {
    expect(lint()).toEqual(['docs/binding-reference.md#: missing: run npm run docs:binding']);
  });

  test('is quiet while the reference is current', () => {
    write('docs/binding-reference.md', renderBindingReference(paths.schemasDir, paths.widgetRegistryFile));
    expect(lint()).toEqual([]);
  });

  test('reports the reference out of date when the meta-schema changes', () => {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    meta.properties.display.description = 'A screen that only shows.';
    write('schemas/binding.schema.json', meta);
    expect(lint()).toEqual(['docs/binding-reference.md#: out of date with schemas/binding.schema.json and src/widgets/registry.ts: run npm run docs:binding']);
  });

  test('reports the reference out of date when a widget is registered', () => {
    write('docs/binding-reference.md', renderBindingReference(paths.schemasDir, paths.widgetRegistryFile));
    const registry = readFileSync(join(root, 'src/widgets/registry.ts'), 'utf8');
    write('src/widgets/registry.ts', registry.replace('  MoneyWidget: shownInScreenLanguage(MoneyWidget),\n', '  MoneyWidget: shownInScreenLanguage(MoneyWidget),\n  AmountWidget: shownInScreenLanguage(MoneyWidget),\n'));
    expect(lint()).toContain('docs/binding-reference.md#: out of date with schemas/binding.schema.json and src/widgets/registry.ts: run npm run docs:binding');
  });

  test('finds a keyword without a description or an example, and an example its schema refuses, at their pointers', () => {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    delete meta.definitions.read.properties.pick.description;
    delete meta.definitions.save.properties.newId.examples;
    meta.definitions.rule.oneOf[2].examples = [{ effect: 'hide', fields: [] }];
    meta.definitions.template.anyOf[2].examples = [{ $ctx: 'loanId' }];
    write('schemas/binding.schema.json', meta);
    write('docs/binding-reference.md', renderBindingReference(paths.schemasDir, paths.widgetRegistryFile));
    expect(lint()).toEqual([
      'schemas/binding.schema.json#/definitions/read/properties/pick: "read.pick" has no description: the binding reference shows one for every keyword',
      'schemas/binding.schema.json#/definitions/template/anyOf/2/examples/0: the example of "$ctx" is not valid here: example/$ctx must be equal to one of the allowed values',
      'schemas/binding.schema.json#/definitions/save/properties/newId: "save.newId" has no example: add "examples" with one that a binding would use',
      'schemas/binding.schema.json#/definitions/rule/oneOf/2/examples/0: the example of "hide" is not valid here: example must have required property \'when\', example/fields must NOT have fewer than 1 items',
    ]);
  });
});
