import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { loadSchemaDocuments } from '../../../src/shared/validation/schema-documents';
import { API_SCHEMA } from '../../../src/server/routes/context';
import { demoOffers } from '../../../src/server/seed/demo-data';
import { demoOfferDocument } from '../../../src/server/seed/demo-offer-documents';
import { exampleOffer } from '../helpers/offer-document';

const ajv = createAjv();
for (const doc of loadSchemaDocuments()) ajv.addSchema(doc.schema);
const validate = ajv.getSchema(`${API_SCHEMA}CreateOffer.body.json`);

describe('demo offers as CreateOffer bodies', () => {
  it.each(demoOffers.map((o) => [o.offerId, o] as const))('offer %i is a valid CreateOffer body', (_id, offer) => {
    const valid = validate?.(JSON.parse(JSON.stringify(demoOfferDocument(offer))));
    expect(validate?.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it("the README's example is a valid CreateOffer body", () => {
    expect(validate?.(exampleOffer())).toBe(true);
  });
});
