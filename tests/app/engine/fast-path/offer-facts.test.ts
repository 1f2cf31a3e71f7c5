import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../scripts/lib/paths';
import { offerFacts } from '../../../../src/app/engine/fast-path/offer-facts';
import type { BorrowerProfile, OfferResponse } from '../../../../src/shared/api';
import { createAjv } from '../../../../src/shared/validation/create-ajv';

const factsSchema = JSON.parse(readFileSync(join(repoRoot, 'flows/offer-facts.schema.json'), 'utf8')) as Record<string, unknown>;
const validFacts = createAjv().compile(factsSchema);

describe('offerFacts: what the fast path\'s conditions test', () => {
  it('are what flows/offer-facts.schema.json describes, on file or not', () => {
    const offer = { loanType: 'FHA', occupancyType: 'Investment Property' } as OfferResponse;
    const profile = { showRealEstateSection: true } as BorrowerProfile;
    expect(offerFacts(offer, profile)).toEqual({ loanType: 'FHA', occupancyType: 'Investment Property', showRealEstateSection: true });
    for (const facts of [offerFacts(offer, profile), offerFacts(undefined, undefined)]) {
      expect(validFacts(facts), JSON.stringify(validFacts.errors)).toBe(true);
    }
  });
});
