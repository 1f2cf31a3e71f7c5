import { describe, expect, test } from 'vitest';
import type { ScreenModule } from '../../src/app/generated/screens';
import { agreedErrors, sortErrors, type Examples } from './screen-harness';

// Every screen: schemas/<step>/<name>.schema.json, its generated module and its examples file, paired by "<step>/<name>".
const SCHEMAS = '../../schemas/';
const SCREENS = '../../src/app/generated/screens/';
const schemaFiles = import.meta.glob(['../../schemas/*/*.schema.json', '!../../schemas/api/**', '!../../schemas/defs/**']);
const examplesFiles = import.meta.glob<Examples>('../../schemas/**/*.examples.json', { eager: true, import: 'default' });
const screenModules = import.meta.glob<ScreenModule>(
  ['../../src/app/generated/screens/**/*.ts', '!**/index.ts', '!**/texts.ts', '!**/*.validators.ts', '!**/*.conditions.ts', '!**/*.texts.ts'],
  { eager: true },
);

const byId = <T>(files: Record<string, T>, base: string, suffix: string): Map<string, T> =>
  new Map(Object.entries(files).map(([path, value]) => [path.slice(base.length, -suffix.length), value]));

const schemaIds = [...byId(schemaFiles, SCHEMAS, '.schema.json').keys()].sort();
const examples = byId(examplesFiles, SCHEMAS, '.examples.json');
const modules = byId(screenModules, SCREENS, '.ts');
const missing = (ids: Iterable<string>, from: { has(id: string): boolean }) => [...ids].filter((id) => !from.has(id)).sort();

describe('screens, generated modules and examples pair up', () => {
  test('there are screens (run npm run build:schemas if the generated modules are missing)', () => {
    expect(schemaIds.length).toBeGreaterThan(0);
    expect(modules.size, 'no generated screen modules: run npm run build:schemas').toBeGreaterThan(0);
  });

  test('every screen schema has an examples file and a generated module', () => {
    expect(missing(schemaIds, examples), 'screen schemas without schemas/<step>/<name>.examples.json').toEqual([]);
    expect(missing(schemaIds, modules), 'screen schemas without a generated module (npm run build:schemas)').toEqual([]);
  });

  test('every examples file and generated module belongs to a screen schema', () => {
    const schemas = new Set(schemaIds);
    expect(missing(examples.keys(), schemas), 'examples files without schemas/<step>/<name>.schema.json').toEqual([]);
    expect(missing(modules.keys(), schemas), 'generated modules without a screen schema (stale: npm run build:schemas)').toEqual([]);
    for (const [id, mod] of modules) expect(mod.screenId, `the screenId of ${SCREENS}${id}.ts`).toBe(id);
  });
});

const screens = [...examples]
  .flatMap(([id, ex]) => {
    const mod = modules.get(id);
    return mod ? [{ id, mod, examples: ex }] : [];
  })
  .sort((a, b) => a.id.localeCompare(b.id));

describe.each(screens)('$id examples', ({ id, mod, examples }) => {
  test.each(examples.valid.map((formData, i) => [i, formData]))('valid #%i passes createAjv and the precompiled validator', (_i, formData) => {
    expect(agreedErrors(id, mod, formData)).toEqual([]);
  });

  test.each(examples.invalid.map((c, i) => [i, c] as const))('invalid #%i gives exactly its errors, on the fields', (_i, c) => {
    expect(agreedErrors(id, mod, c.formData)).toEqual(sortErrors(c.errors));
  });
});
