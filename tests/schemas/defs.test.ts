import { describe, expect, test } from 'vitest';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

const ajv = createAjv(loadSchemaDocuments().map((d) => d.schema));
const messages = (def: string, value: unknown): string[] => {
  const validate = ajv.compile({ $ref: `${SCHEMA_ID_BASE}defs/${def}` });
  validate(value);
  return (validate.errors ?? []).map((e) => e.message ?? '');
};

describe('shared field rules (application-forms section 5 Shared)', () => {
  test('phone: 10 digits, area code and exchange 2-9, not all identical', () => {
    expect(messages('phone.json#/$defs/homePhoneNumber', '2145551234')).toEqual([]);
    for (const bad of ['1145551234', '2141551234', '5555555555', '0000000000', '214555123', '(214) 555-1234']) {
      expect(messages('phone.json#/$defs/homePhoneNumber', bad)).toEqual(['Home Phone must be a valid 10-digit phone number.']);
    }
    expect(messages('phone.json#/$defs/workPhoneExtn', '1234567')).toEqual(['Ext cannot exceed 6 characters.']);
  });

  test('ZIP: 5, 9 or 5-4 digits, max 10, not all zeros', () => {
    for (const ok of ['75001', '750011234', '75001-1234']) expect(messages('zip.json#/$defs/zipCode', ok)).toEqual([]);
    expect(messages('zip.json#/$defs/zipCode', '7500')).toEqual(['ZIP Code must be at least 5 digits or follow "XXXXX-XXXX" format.']);
    expect(messages('zip.json#/$defs/zipCode', '00000')).toEqual(['Please enter a valid ZIP Code.']);
    expect(messages('zip.json#/$defs/zipCode', '75001-12345')).toContain('ZIP Code cannot exceed 10 characters.');
  });

  test('money: max 999999999.99, min 0.01', () => {
    expect(messages('money.json#/$defs/amount', 0.01)).toEqual([]);
    expect(messages('money.json#/$defs/amount', 1_000_000_000)).toEqual(['cannot exceed 11 numerical characters.']);
    expect(messages('money.json#/$defs/amount', 0)).toEqual(['must be greater than 0.']);
    expect(messages('money.json#/$defs/rentAmount', 0)).toEqual(['Rent Amount must be greater than 0.']);
    expect(messages('money.json#/$defs/overtimeIncome', 0)).toEqual([]);
  });

  test('address: street 50, unit 11, city 35; state and ZIP required for US or empty country', () => {
    expect(messages('address.json#/$defs/streetAddress', 'x'.repeat(51))).toEqual(['Street Address cannot exceed 50 Characters']);
    expect(messages('address.json#/$defs/unitNum', 'x'.repeat(12))).toEqual(['Max 11 Characters.']);
    expect(messages('address.json#/$defs/city', 'x'.repeat(36))).toEqual(['City cannot exceed 35 Characters.']);
    const validate = ajv.compile({ $ref: `${SCHEMA_ID_BASE}defs/address.json#/$defs/addressInfo` });
    validate({ streetAddress: '1 Main St', city: 'Dallas', country: 'US' });
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/state', 'State is a required field.'],
      ['/zipCode', 'ZIP Code is a required field.'],
    ]);
    expect(validate({ streetAddress: '1 Main St', city: 'Toronto', country: 'CA' })).toBe(true);
  });

  test('email: max 80 and format', () => {
    expect(messages('email.json#/$defs/emailAddress', 'a@b.co')).toEqual([]);
    expect(messages('email.json#/$defs/emailAddress', 'not-an-email')).toEqual(['Please enter a valid email address.']);
    expect(messages('email.json#/$defs/emailAddress', `${'a'.repeat(80)}@b.co`)).toEqual(['Email Address cannot exceed 80 characters.']);
    expect(messages('email.json#/$defs/emailAddress', 'x'.repeat(81)).sort()).toEqual(['Email Address cannot exceed 80 characters.', 'Please enter a valid email address.']);
  });

  test('names: no digits, at least 1 character; dates: start date at most 100 years ago, tour date in the future', () => {
    expect(messages('names.json#/$defs/firstName', 'R2D2')).toEqual(['First Name cannot contain numbers.']);
    expect(messages('dates.json#/$defs/startDate', '01/01/1901')).toEqual(['Start date cannot exceed 100 years.']);
    expect(messages('dates.json#/$defs/serviceTourExpirationDate', '01/01/2000')).toEqual(['Please choose future date']);
  });
});
