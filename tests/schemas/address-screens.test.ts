import { describe, expect, test } from 'vitest';
import * as primary from '../../src/app/generated/screens/info/primary-address';
import mailingExamples from '../../schemas/info/mailing-address.examples.json';
import previousExamples from '../../schemas/info/previous-address.examples.json';
import primaryExamples from '../../schemas/info/primary-address.examples.json';
import { cleanBody } from '../../src/shared/clean-body';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import { profileFixture } from '../app/engine/fixtures';
import { mapperOf } from '../app/engine/helpers/mapper-of';
import { ajvErrors, type Examples } from './screen-harness';

const ajvForBody = createAjv(loadSchemaDocuments().map((d) => d.schema));

// Their examples (run by examples.test.ts) also drive the spec-message and request-body checks below.
const screens = [
  { id: 'info/primary-address', examples: primaryExamples as Examples },
  { id: 'info/mailing-address', examples: mailingExamples as Examples },
  { id: 'info/previous-address', examples: previousExamples as Examples },
];

const messagesOf = (id: string, formData: unknown): string[] => ajvErrors(id, formData).map((e) => e.message);
const all = (id: string): string[] =>
  screens.find((s) => s.id === id)!.examples.invalid.flatMap((c) => c.errors.map((e) => e.message));

describe('every spec message of the address screens is exercised', () => {
  test.each([
    'Street Address cannot exceed 50 Characters',
    'Max 11 Characters.',
    'City cannot exceed 35 Characters.',
    'ZIP Code must be at least 5 digits or follow "XXXXX-XXXX" format.',
    'Please enter a valid ZIP Code.',
    'Street Address is a required field.',
    'City is a required field.',
    'Country is a required field.',
    'State is a required field.',
    'ZIP Code is a required field.',
    'Housing Type is a required field.',
    'Rent Amount is a required field.',
    'Rent Amount cannot exceed 11 numerical characters.',
    'Rent Amount must be greater than 0.',
    'Years must be an integer.',
    'Years must be positive.',
  ])('%s', (message) => {
    expect(all('info/primary-address')).toContain(message);
    expect(all('info/previous-address')).toContain(message);
  });

  test("previous address: months 1 to 11 when years is under 1 ('Use Years for more than 11 months.')", () => {
    expect(all('info/previous-address')).toContain('Use Years for more than 11 months.');
    expect(messagesOf('info/previous-address', { ...previousExamples.valid[0], years: 0, months: 12 })).toEqual([
      'Use Years for more than 11 months.',
    ]);
    expect(messagesOf('info/previous-address', { ...previousExamples.valid[0], years: 3, months: 0 })).toEqual([]);
  });

  test('state and ZIP are required only for US or empty country (default US)', () => {
    const street = { streetAddress: '1 Rue de Rivoli', city: 'Paris' };
    expect(messagesOf('info/mailing-address', { addressInfo: { ...street, country: 'FR' } })).toEqual([]);
    expect(messagesOf('info/mailing-address', { addressInfo: { ...street, country: 'US' } })).toEqual([
      'State is a required field.',
      'ZIP Code is a required field.',
    ]);
  });

  test('the country defaults to US', () => {
    const defs = primary.schema.$defs as Record<string, { properties?: Record<string, { default?: unknown }> }>;
    const residence = Object.values(defs).find((d) => d.properties?.country?.default !== undefined);
    expect(residence?.properties?.country?.default).toBe('US');
  });
});

describe('UpdateBorrowerAddress.body.json: the server rejects what the screens reject', () => {
  const validateBody = ajvForBody.getSchema(`${SCHEMA_ID_BASE}api/UpdateBorrowerAddress.body.json`)!;
  // A Current address on file, so No Longer My Primary Address saves a Prior one (previous-address rules).
  const current = { borrowerAddressId: 11, borrowerId: 5001, addressTypeId: 1, addressTypeInfo: { typeOfAddress: 'Current' as const },
    addressInfo: { addressId: 110, streetAddress: '1 Main St', unitNum: null, city: 'Dallas', state: 'TX', zipCode: '75001',
      country: 'US', activeInd: true }, years: 1, months: 0, housingTypeId: 1, rentAmount: null, activeInd: true };
  const ctx = { profile: profileFixture({ borrowerAddressInfo: [current] }), params: {}, lookups: {} };
  const bodyOf = (id: string, formData: unknown) => cleanBody(mapperOf(id).toPayload(formData as never, ctx, { complete: true }));

  test.each(screens.filter((s) => s.id !== 'info/mailing-address'))('$id: valid form data -> a valid body; invalid -> 400', ({ id, examples }) => {
    for (const formData of examples.valid) expect(validateBody(bodyOf(id, formData)), JSON.stringify(validateBody.errors)).toBe(true);
    for (const c of examples.invalid) expect(validateBody(bodyOf(id, c.formData))).toBe(false);
  });

  test('info/mailing-address: a different address follows the same rules', () => {
    for (const formData of mailingExamples.valid.filter((f) => !('isMailingSameAsCurrent' in f && f.isMailingSameAsCurrent))) {
      expect(validateBody(bodyOf('info/mailing-address', formData))).toBe(true);
    }
    for (const c of mailingExamples.invalid) expect(validateBody(bodyOf('info/mailing-address', c.formData))).toBe(false);
  });
});
