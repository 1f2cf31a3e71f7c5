import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExamples } from '../../scripts/schema-compiler/lint/example-checks';
import { repoRoot } from '../../scripts/lib/paths';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

const validate = createAjv(loadSchemaDocuments().map((d) => d.schema)).getSchema(`${SCHEMA_ID_BASE}info/contact.schema.json`)!;
const examples = () => JSON.parse(readFileSync(join(repoRoot, 'schemas/info/contact.examples.json'), 'utf8')) as {
  valid: Record<string, unknown>[];
  invalid: { formData: unknown; errors: { property: string; message: string }[] }[];
};
const check = (data: ReturnType<typeof examples>) => checkExamples(validate, data, 'x.json').map((f) => `${f.pointer}: ${f.message}`);

describe('examples against their schema', () => {
  it('the contact examples as they are', () => expect(check(examples())).toEqual([]));

  it('reports a valid example the schema refuses, with the message it gives', () => {
    const data = examples();
    data.valid[0] = { cellPhoneNumber: '2175555001' };
    expect(check(data)).toEqual(['/valid/0: valid example 0 fails the schema now: .emailAddress "Email Address is a required field."']);
  });

  it('reports an invalid example whose message changed: the one expected and the one given', () => {
    const data = examples();
    data.invalid[0]!.errors[1]!.message = 'Email is required.';
    expect(check(data)).toEqual([
      '/invalid/0/errors: invalid example 0 expects .emailAddress "Email is required."; the schema now gives .emailAddress "Email Address is a required field."',
    ]);
  });

  it('reports an error the schema no longer gives, and one it now also gives', () => {
    const data = examples();
    data.invalid[0]!.errors.push({ property: '.workPhoneExtn', message: 'gone' });
    data.invalid[1]!.errors = data.invalid[1]!.errors.slice(1);
    const [first, second] = check(data);
    expect(first).toBe('/invalid/0/errors: invalid example 0 expects .workPhoneExtn "gone"; the schema no longer gives it');
    expect(second).toMatch(/^\/invalid\/1\/errors: invalid example 1: the schema now also gives \.\w+ ".+"$/);
  });
});
