// The screens' rules on what a save stores, read from a small schemas/ and flows/ of its own: a `clear` rule's fields
// are not stored, a `hide` rule's are not stored and are named hidden, whatever the schema reveals; a call several
// screens save follows each at the records only it writes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screenSaves } from '../../../src/server/screens/screen-saves';
import { serverSchemaReader } from '../../../src/server/screens/schema-reader';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { SCHEMA_ID_BASE, type SchemaDocument } from '../../../src/shared/validation/schema-documents';

const root = mkdtempSync(join(tmpdir(), 'screen-saves-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, value: unknown) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(value));
};
const schema = {
  $id: `${SCHEMA_ID_BASE}things/thing.schema.json`,
  type: 'object',
  properties: { type: { type: 'string' }, other: { type: 'string' }, note: { type: 'string' } },
};
write('schemas/things/thing.schema.json', schema);
write('schemas/things/thing.binding.json', {
  save: { body: { $record: true, applicationId: { $ctx: 'applicationId' } } },
  rules: [
    { effect: 'clear', fields: ['other'], when: { not: { required: ['type'], properties: { type: { const: 'Other' } } } } },
    { effect: 'hide', fields: ['note'], when: { required: ['type'], properties: { type: { const: 'Plain' } } } },
  ],
});
// Two screens saving one call: each writes its own list, and both write the same `shared` list.
for (const name of ['car', 'boat']) {
  write(`schemas/things/${name}.schema.json`, { ...schema, $id: `${SCHEMA_ID_BASE}things/${name}.schema.json` });
  write(`schemas/things/${name}.binding.json`, {
    save: { body: { [`${name}s`]: [{ $record: true }], shared: [{ $record: true }] } },
    rules: [{ effect: 'clear', fields: ['other'], when: { required: ['type'], properties: { type: { const: name } } } }],
  });
}
write('flows/full-flow.json', {
  id: 'f', end: '/e',
  steps: [{ id: 's', title: 'S', route: '/s', nodes: [
    { id: 'n', route: 'n', screen: 'things/thing', save: 'SaveThing', next: [] },
    { id: 'car', route: 'car', screen: 'things/car', save: 'SaveVehicles', next: [] },
    { id: 'boat', route: 'boat', screen: 'things/boat', save: 'SaveVehicles', next: [] },
  ] }],
});

const schemas = ['thing', 'car', 'boat'].map((name) => ({ ...schema, $id: `${SCHEMA_ID_BASE}things/${name}.schema.json` }));
const documents = new Map<string, SchemaDocument>(schemas.map((s) => [s.$id, { path: s.$id.slice(SCHEMA_ID_BASE.length), $id: s.$id, schema: s }]));
const ajv = createAjv(schemas);
const saves = screenSaves(join(root, 'schemas'), () => ({ ajv, documents, reader: serverSchemaReader(ajv, documents) }));
const scope = { ctx: { applicationId: 7001 }, profile: async () => ({}) };

describe('screenSaves: what a save stores', () => {
  it("leaves out a field a clear rule clears, and keeps it while the rule's condition does not hold", async () => {
    expect(await saves.stored('SaveThing', { applicationId: 7001, type: 'Car', other: 'boat' }, scope))
      .toEqual({ body: { applicationId: 7001, type: 'Car' }, hidden: [] });
    expect(await saves.stored('SaveThing', { applicationId: 7001, type: 'Other', other: 'boat' }, scope))
      .toEqual({ body: { applicationId: 7001, type: 'Other', other: 'boat' }, hidden: [] });
  });

  it('leaves out a field a hide rule hides and names it hidden; a call no screen saves is stored as sent', async () => {
    expect(await saves.stored('SaveThing', { applicationId: 7001, type: 'Plain', note: 'n' }, scope))
      .toEqual({ body: { applicationId: 7001, type: 'Plain' }, hidden: ['/note'] });
    expect(await saves.stored('SaveOther', { other: 'kept' }, scope)).toEqual({ body: { other: 'kept' }, hidden: [] });
  });

  it('a call several screens save follows each at the records only it writes, and none at a list they share', async () => {
    const sent = {
      cars: [{ type: 'car', other: 'x' }, { type: 'boat', other: 'y' }],
      boats: [{ type: 'boat', other: 'z' }],
      shared: [{ type: 'car', other: 'kept' }],
    };
    expect((await saves.stored('SaveVehicles', sent, scope)).body).toEqual({
      cars: [{ type: 'car' }, { type: 'boat', other: 'y' }],
      boats: [{ type: 'boat' }],
      shared: [{ type: 'car', other: 'kept' }],
    });
  });
});
