import { describe, expect, it } from 'vitest';
import { oneMessagePerField } from '../../../src/shared/errors/one-message-per-field';

interface E { field: string; schemaPath: string; message: string }
const pick = (errors: E[]) => oneMessagePerField(errors, (e) => e.field, (e) => e.schemaPath).map((e) => e.message);

describe('oneMessagePerField', () => {
  it("keeps the screen's own rule over the shared definition it narrows, on the server (documents by reference)", () => {
    expect(pick([
      { field: 'emailAddress', schemaPath: '../defs/email.json#/$defs/emailAddress/errorMessage', message: 'cannot exceed 80' },
      { field: 'emailAddress', schemaPath: '../info/contact.schema.json#/properties/emailAddress/errorMessage', message: 'cannot exceed 60' },
    ])).toEqual(['cannot exceed 60']);
  });

  it("keeps the screen's own rule in the browser's bundled schema (shared definitions under #/$defs)", () => {
    expect(pick([
      { field: '.emailAddress', schemaPath: '#/$defs/email.emailAddress/errorMessage', message: 'cannot exceed 80' },
      { field: '.emailAddress', schemaPath: '#/properties/emailAddress/errorMessage', message: 'cannot exceed 60' },
    ])).toEqual(['cannot exceed 60']);
  });

  it('keeps the first of rules at the same level, and one message for each field in the order of their first error', () => {
    expect(pick([
      { field: 'zip', schemaPath: '#/$defs/zip.zipCode/errorMessage', message: 'too long' },
      { field: 'city', schemaPath: '#/$defs/address.city/errorMessage', message: 'city' },
      { field: 'zip', schemaPath: '#/$defs/zip.zipCode/errorMessage', message: 'format' },
    ])).toEqual(['too long', 'city']);
  });

  it('keeps an own rule reported first over a shared one reported after it', () => {
    expect(pick([
      { field: 'dob', schemaPath: '#/allOf/0/then/properties/dob/errorMessage', message: 'own' },
      { field: 'dob', schemaPath: '#/$defs/dates.dob/errorMessage', message: 'shared' },
    ])).toEqual(['own']);
  });
});
