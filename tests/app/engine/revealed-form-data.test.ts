import { describe, expect, it } from 'vitest';
import { revealedFormData } from '../../../src/app/engine/revealed-form-data';
import { withoutUnrevealed } from '../../../src/shared/binding/unrevealed';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../../src/shared/validation/schema-documents';
import { documentAt, serverSchemaReader } from '../../../src/server/screens/schema-reader';
import type { Examples } from '../../helpers/screen-examples';
import { screenModuleOf } from './helpers/bound-of';

const examplesFiles = import.meta.glob<Examples>('../../../schemas/*/*.examples.json', { eager: true, import: 'default' });
const screens = Object.entries(examplesFiles).map(([path, examples]) => ({
  id: path.replace('../../../schemas/', '').replace('.examples.json', ''),
  examples,
}));

const documents = loadSchemaDocuments();
const byId = new Map(documents.map((d) => [d.$id, d]));
const reader = serverSchemaReader(createAjv(documents.map((d) => d.schema)), byId);
const serverKeeps = (id: string, data: unknown) => withoutUnrevealed(documentAt(byId, `${SCHEMA_ID_BASE}${id}.schema.json`)!, data, reader);

describe('revealedFormData', () => {
  // Each `if` must be one of the precompiled validators (the browser has no ajv compiler); what the browser keeps of
  // an answer is what the server keeps of it (src/server/screens/screen-saves.ts).
  it.each(screens)('keeps what the server keeps of every example of $id', ({ id, examples }) => {
    const screen = screenModuleOf(id);
    for (const data of [...examples.valid, ...examples.invalid.map((c) => c.formData)]) {
      expect(revealedFormData(screen, data), JSON.stringify(data)).toEqual(serverKeeps(id, data));
    }
  });

  it('leaves out Other Suffix once the suffix is no longer Other (info/personal)', () => {
    const personal = screenModuleOf('info/personal');
    const valid = { firstName: 'Jane', lastName: 'Doe', suffixName: 'Jr', otherSuffix: 'the Elder' };
    expect(revealedFormData(personal, valid)).not.toHaveProperty('otherSuffix');
    expect(revealedFormData(personal, { ...valid, suffixName: 'Other' })).toHaveProperty('otherSuffix', 'the Elder');
  });
});
