import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { describe, expect, test } from 'vitest';
import * as personal from '../../src/app/generated/screens/info/personal';
import { screenLoaders } from '../../src/app/generated/screens';
import { bundleSchema, defKey, resolveRef } from '../../scripts/schema-compiler/bundle';
import { standaloneToEsm } from '../../scripts/schema-compiler/esm';
import { generateListFiles } from '../../scripts/schema-compiler/generate-lists';
import { compiledHolds, conditionKey } from '../../src/shared/condition/holds';
import { findLists } from '../../scripts/schema-compiler/lists';
import { generatedDir, schemasDir } from '../../scripts/lib/paths';
import { findScreens } from '../../scripts/schema-compiler/screens';
import { loadSchemaDocuments } from '../../src/shared/validation/schema-documents';

const docs = loadSchemaDocuments();

describe('schema documents', () => {
  test('loads defs and screens, not .ui / .examples', () => {
    const paths = docs.map((d) => d.path);
    expect(paths).toContain('defs/names.json');
    expect(paths).toContain('info/personal.schema.json');
    expect(paths.some((p) => p.endsWith('.ui.json') || p.endsWith('.examples.json') || p.endsWith('.list.json'))).toBe(false);
    expect(findScreens(docs).map((s) => s.screenId)).toEqual(expect.arrayContaining(['identity/verify', 'info/personal']));
  });
});

describe('bundler', () => {
  test('resolves refs relative to the document', () => {
    expect(resolveRef('../defs/names.json#/$defs/firstName', 'https://refi-portal.local/schemas/info/personal.schema.json')).toEqual({
      docId: 'https://refi-portal.local/schemas/defs/names.json',
      pointer: '/$defs/firstName',
    });
    expect(defKey('https://refi-portal.local/schemas/defs/names.json', '/$defs/firstName')).toBe('names.firstName');
  });

  test('inlines every external ref into local $defs, keeps titles, strips inner $id', () => {
    const bundled = bundleSchema(docs, 'https://refi-portal.local/schemas/info/personal.schema.json');
    const text = JSON.stringify(bundled);
    expect(text).not.toMatch(/"\$ref":"(?!#)/);
    const defs = bundled.$defs as Record<string, { title?: string; $id?: string }>;
    expect(defs['names.firstName']?.title).toBe('First Name');
    expect(Object.values(defs).some((d) => d.$id)).toBe(false);
    expect(bundled.$id).toBe('https://refi-portal.local/schemas/info/personal.schema.json');
  });

  test('rewrites refs inside an external document (def -> def of the same file)', () => {
    const bundled = bundleSchema(docs, 'https://refi-portal.local/schemas/defs/address.json');
    expect(JSON.stringify(bundled)).toContain('"#/$defs/zip.zipCode"');
  });
});

describe('generated modules', () => {
  test('validators are ESM with no require/exports and import only ajv runtime helpers', () => {
    const code = readFileSync(join(generatedDir, 'screens/info/personal.validators.ts'), 'utf8');
    expect(code).not.toMatch(/\brequire\(|\bmodule\.exports\b|\bexports\[/);
    for (const [, mod] of code.matchAll(/from "([^"]+)"/g)) expect(mod).toMatch(/^ajv\/dist\/runtime\//);
    expect(code).not.toContain('src/shared');
  });

  test('standaloneToEsm converts exports and requires', () => {
    const out = standaloneToEsm('"use strict";exports["a b"] = v1;exports.c = v2;const f = require("m").default;function v1(){}function v2(){}', 'fns');
    expect(out).toContain('import * as __ns0 from "m";');
    expect(out).toContain('"a b": v1,');
    expect(out).toContain('"c": v2,');
    expect(out).not.toMatch(/require\(|exports\[/);
  });

  test('screenLoaders load each screen module', async () => {
    const mod = await screenLoaders['info/personal']?.();
    expect(mod?.screenId).toBe('info/personal');
    expect(Object.keys(screenLoaders)).toEqual(expect.arrayContaining(['identity/verify', 'info/personal']));
  });

  test('list definitions become lazily imported modules without the editor $schema', () => {
    const files = generateListFiles([
      { listId: 's/things', path: 's/things.list.json', definition: { $schema: '../list.schema.json', title: 'Things', sections: [] } as never },
    ], []);
    expect(files.get('lists/index.ts')).toContain(`"s/things": () => import('./s/things'),`);
    expect(files.get('lists/s/things.ts')).toContain('export const list: ListDefinition = {');
    expect(files.get('lists/s/things.ts')).not.toContain('$schema');
  });

  test("a section's option titles are copied from the screen's schema into the list module", () => {
    const documents = loadSchemaDocuments(schemasDir);
    const section = { id: 'a', title: 'A', empty: 'None.', item: { title: '{typeName}' },
      source: { from: '/otherAssetInfo', key: 'otherAssetId', titles: { typeName: { field: 'type', screen: 'finances/other-asset' } } } };
    const files = generateListFiles([{ listId: 's/a', path: 's/a.list.json', definition: { title: 'A', sections: [section] } as never }], documents);
    expect(files.get('lists/s/a.ts')).toContain('"EarnestMoney": "Earnest Money"');
  });

  test("a list's conditions are compiled beside its module, found by their JSON", async () => {
    const when = { required: ['occupancyType'], properties: { occupancyType: { const: 'Investment Property' } } };
    const definition = { title: 'A', subtitles: [{ when, text: 'Investing' }, { text: 'Other' }], sections: [] };
    const files = generateListFiles([{ listId: 's/a', path: 's/a.list.json', definition } as never], []);
    expect(files.get('lists/s/a.ts')).toContain("export { conditions } from './a.conditions';");
    expect(files.get('lists/s/a.conditions.ts')).toContain(`${JSON.stringify(conditionKey(when))}: compiled.c0,`);
    const { list, conditions } = await import('../../src/app/generated/lists/fast-path/assets-and-properties');
    const holds = compiledHolds(conditions);
    const facts = { loanType: null, occupancyType: 'Investment Property', showRealEstateSection: null };
    expect(list.subtitles?.map((subtitle) => subtitle.when === undefined || holds(subtitle.when, facts))).toEqual([true, false, true]);
  });

  test('the repo list files are generated', async () => {
    const lists = findLists(schemasDir);
    const { listLoaders } = await import('../../src/app/generated/lists');
    expect(Object.keys(listLoaders).sort()).toEqual(lists.map((l) => l.listId));
  });

  test('rjsf resolves the conditional fields through the precompiled validator', () => {
    const validator = createPrecompiledValidator(personal.validateFns, personal.schema);
    const props = (formData: object) =>
      Object.keys((retrieveSchema(validator, personal.schema, personal.schema, formData) as RJSFSchema).properties ?? {});
    expect(props({ suffixName: 'Jr.' })).not.toContain('otherSuffix');
    expect(props({ suffixName: 'Other' })).toContain('otherSuffix');
    expect(props({ creditTypeId: 2 })).toContain('jointCreditBorrowerId');
    expect(props({ creditTypeId: 1 })).not.toContain('jointCreditBorrowerId');
    expect(props({ dependentsInd: true })).toContain('dependentInfo');
    expect(props({ alternateNameInd: true })).toContain('alternateNameInfo');
    expect(props({ alternateNameInd: false })).not.toContain('alternateNameInfo');
  });
});
