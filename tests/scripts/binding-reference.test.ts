import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindingKeywords, type SchemaNode } from '../../scripts/schema-compiler/binding-keywords';
import { bindingReference, exampleInPlace } from '../../scripts/schema-compiler/binding-reference';
import { readMetaSchema, REFERENCE_FILE, renderBindingReference } from '../../scripts/schema-compiler/binding-reference-file';
import { compactJson } from '../../scripts/schema-compiler/compact-json';
import { checkKeywordDocs } from '../../scripts/schema-compiler/lint/binding-reference-checks';
import { repoRoot, schemasDir } from '../../scripts/lib/paths';
import { readWidgetDocs } from '../../scripts/schema-compiler/widget-docs';
import { createAjv } from '../../src/shared/validation/create-ajv';

const meta = readMetaSchema(schemasDir);
const keywords = bindingKeywords(meta);

describe('binding keywords', () => {
  it('are found in the meta-schema: paths, rule effects and template keywords, each once', () => {
    const names = keywords.map((k) => k.name);
    expect(names).toEqual(expect.arrayContaining([
      'read', 'read.from', 'read.pick', 'read.pick.whenAbsent', 'save.body', 'save.newId', 'save.newId.param', 'choices.label',
      'derive', 'clear', 'hide', 'disable', 'disableOption', 'relabelOption', 'relabel',
      '$record', '$spread', '$omit', '$ctx', '$read', '$data', '$complete', '$logic', '$when', '$each', '$item',
    ]));
    expect(new Set(names).size).toBe(names.length);
    expect(keywords.find((k) => k.name === 'read.pick')?.pointer).toBe('/definitions/read/properties/pick');
    expect(keywords.find((k) => k.name === 'hide')).toMatchObject({ kind: 'effect', valuePointer: '/definitions/rule' });
    expect(keywords.find((k) => k.name === '$omit')).toMatchObject({ kind: 'template', pointer: '/definitions/template/anyOf/10/properties/$omit' });
  });

  it('each have a description and an example the meta-schema accepts', () => {
    expect(checkKeywordDocs(meta, 'schemas/binding.schema.json')).toEqual([]);
  });

  it("each example, as written in a binding, validates against its keyword's schema in the meta-schema", () => {
    const ajv = createAjv([meta]);
    for (const keyword of keywords) {
      const [example] = keyword.schema.examples as unknown[];
      const validate = ajv.compile({ $ref: `${String(meta.$id)}#${keyword.pointer}` });
      expect(validate(example), `${keyword.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('walks a property through a list and names a variant by its $ keyword or its effect', () => {
    const small: SchemaNode = {
      properties: { items: { type: 'array', items: { properties: { name: { type: 'string' } } } }, rule: { $ref: '#/definitions/rule' } },
      definitions: { rule: { oneOf: [{ properties: { effect: { const: 'hide' } } }, { required: ['$ctx'], properties: { $ctx: {} } }] } },
    };
    expect(bindingKeywords(small).map((k) => [k.name, k.kind, k.pointer])).toEqual([
      ['items', 'property', '/properties/items'],
      ['items.name', 'property', '/properties/items/items/properties/name'],
      ['rule', 'property', '/properties/rule'],
      ['hide', 'effect', '/definitions/rule/oneOf/0'],
      ['$ctx', 'template', '/definitions/rule/oneOf/1'],
    ]);
    const name = bindingKeywords(small)[1]!;
    expect(exampleInPlace(name, 'Jane')).toEqual({ items: [{ name: 'Jane' }] });
  });
});

describe('the binding reference', () => {
  const reference = bindingReference(meta, readWidgetDocs(join(repoRoot, 'src/widgets/registry.ts')));

  it('has a section per keyword with its description, allowed values and example', () => {
    for (const keyword of keywords) expect(reference).toContain(`### \`${keyword.name}\`\n\n${String(keyword.schema.description)}\n`);
    expect(reference).toContain('### `save.newId`\n\nA new record\'s id from the call\'s answer, written into the route parameter `param` (the URL is replaced).\n\n'
      + 'Allowed: an object with `response` (required), `param` (required).\n\n'
      + '```json\n{ "save": { "newId": { "response": "/0/employmentId", "param": "id" } } }\n```');
    expect(reference).toContain('- `fields` (required): a list of fields');
    expect(reference).toContain('```json\n{ "$ctx": "applicationId" }\n```');
  });

  it('lists the widgets and fields of the registry with their doc comments', () => {
    expect(reference).toContain("| `MoneyWidget` | Dollar amount: a number in form data, never negative, shown with two decimals once the field is left, written as the screen's language writes numbers. |");
    expect(reference).toContain('| `DependentAgesField` |');
    expect(reference).toMatch(/rjsf's own widget names are accepted too: `hidden`/);
  });

  it('is the file in docs/, current', () => {
    expect(readFileSync(join(repoRoot, REFERENCE_FILE), 'utf8')).toBe(renderBindingReference(schemasDir, join(repoRoot, 'src/widgets/registry.ts')));
  });
});

describe('compactJson', () => {
  it('keeps what fits on one line and breaks what does not, one entry a line', () => {
    expect(compactJson({ a: [1, 2], b: { c: null } })).toBe('{ "a": [1, 2], "b": { "c": null } }');
    const long = { when: { properties: { name: { const: 'x'.repeat(60) } }, required: ['name'.repeat(12)] } };
    expect(compactJson(long)).toBe(`{\n  "when": {\n    "properties": { "name": { "const": "${'x'.repeat(60)}" } },\n    "required": ["${'name'.repeat(12)}"]\n  }\n}`);
  });
});
