// The screens' rules on what a save stores, read from a small schemas/ and flows/ of its own: a `clear` rule's fields
// are not stored, a `hide` rule's are not stored and are named hidden, whatever the schema reveals.
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
write('flows/full-flow.json', {
  id: 'f', end: '/e',
  steps: [{ id: 's', title: 'S', route: '/s', nodes: [{ id: 'n', route: 'n', screen: 'things/thing', save: 'SaveThing', next: [] }] }],
});

const documents = new Map<string, SchemaDocument>([[schema.$id, { path: 'things/thing.schema.json', $id: schema.$id, schema }]]);
const ajv = createAjv([schema]);
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
});
