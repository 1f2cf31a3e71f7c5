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

/** The example as offer `offerId` with borrowers `offerId * 10 + 1` and `+ 2` referring to each other, with changes applied. */
export function exampleOfferAs(offerId: number, change: (doc: OfferDocument) => void = () => undefined): OfferDocument {
  return exampleOffer((doc) => {
    doc.offerId = offerId;
    doc.loan.loanNumber = `LN-${offerId}`;
    const [a, b] = doc.borrowers;
    if (!a || !b) throw new Error('the example has two borrowers');
    a.borrowerId = offerId * 10 + 1;
    b.borrowerId = offerId * 10 + 2;
    for (const l of a.otherLiabilities ?? []) l.sharedWithBorrowerIds = [b.borrowerId];
    for (const l of b.otherLiabilities ?? []) l.sharedWithBorrowerIds = [a.borrowerId];
    for (const p of doc.properties ?? []) p.ownerBorrowerIds = [a.borrowerId, b.borrowerId];
    change(doc);
  });
}
