import { describe, expect, test } from 'vitest';
import mailingExamples from '../../schemas/info/mailing-address.examples.json';
import previousExamples from '../../schemas/info/previous-address.examples.json';
import primaryExamples from '../../schemas/info/primary-address.examples.json';
import { cleanBody } from '../../src/shared/clean-body';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import { profileFixture } from '../app/engine/fixtures';
import { boundOf } from '../app/engine/helpers/bound-of';
import type { Examples } from './screen-harness';

const ajvForBody = createAjv(loadSchemaDocuments().map((d) => d.schema));

// The address screens' examples (run by examples.test.ts) drive the request-body checks below.
const screens = [
  { id: 'info/primary-address', examples: primaryExamples as Examples },
  { id: 'info/mailing-address', examples: mailingExamples as Examples },
  { id: 'info/previous-address', examples: previousExamples as Examples },
];

describe('UpdateBorrowerAddress.body.json: the server rejects what the screens reject', () => {
  const validateBody = ajvForBody.getSchema(`${SCHEMA_ID_BASE}api/UpdateBorrowerAddress.body.json`)!;
  // A Current address on file, so No Longer My Primary Address saves a Prior one (previous-address rules).
  const current = { borrowerAddressId: 11, borrowerId: 5001, addressTypeId: 1, addressTypeInfo: { typeOfAddress: 'Current' as const },
    addressInfo: { addressId: 110, streetAddress: '1 Main St', unitNum: null, city: 'Dallas', state: 'TX', zipCode: '75001',
      country: 'US', activeInd: true }, years: 1, months: 0, housingTypeId: 1, rentAmount: null, activeInd: true };
  const ctx = { profile: profileFixture({ borrowerAddressInfo: [current] }), params: {}, lookups: {} };
  const bodyOf = (id: string, formData: unknown) => cleanBody(boundOf(id).body(formData as never, ctx, { complete: true }));

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
