import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfferDocument } from '../../../src/server/lender/create-offer/offer-document';

/** The README's CreateOffer example (docs/lender/create-offer.example.json): a fresh copy, with changes applied. */
export function exampleOffer(change: (doc: OfferDocument) => void = () => undefined): OfferDocument {
  const doc = JSON.parse(readFileSync(join(process.cwd(), 'docs/lender/create-offer.example.json'), 'utf8')) as OfferDocument;
  change(doc);
  return doc;
}

/** The example's borrowers as the identity check knows them. */
export const EXAMPLE_BORROWERS = [
  { borrowerId: 880451, ssn: '482913', dateOfBirth: '03/02/1975', firstName: 'Daniel' },
  { borrowerId: 880452, ssn: '617204', dateOfBirth: '07/19/1978', firstName: 'Ruth' },
] as const;
