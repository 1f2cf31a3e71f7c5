// A CreateOffer body at the schema's limits: every list at its maxItems (read from the schema), the disclaimers at
// their maxLength, nine borrowers each referring to all the others. Its items are the example's and the demo offers'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfferBorrower, OfferDocument } from '../../../src/server/lender/create-offer/offer-document';
import { demoOffers } from '../../../src/server/seed/demo-data';
import { demoOfferDocument } from '../../../src/server/seed/demo-offer-documents';
import { exampleOffer } from './offer-document';

type Json = Record<string, unknown>;

const schema = JSON.parse(readFileSync(join(process.cwd(), 'schemas/api/CreateOffer.body.json'), 'utf8')) as Json;

/** A keyword of the schema at a path of property names (`borrowers/residences`: into the list's items). */
function limit(path: string, keyword: 'maxItems' | 'maxLength'): number {
  let node = schema;
  for (const name of path.split('/')) {
    if (node.type === 'array') node = node.items as Json;
    node = (node.properties as Record<string, Json>)[name]!;
  }
  const value = node[keyword];
  if (typeof value !== 'number') throw new Error(`no ${keyword} at ${path}`);
  return value;
}

/** The lender's record ids (`employmentId`, ...) are optional: copies leave them out, so none repeats. */
function withoutRecordIds<T>(item: T): T {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([k]) => !/^(address|employment|additionalIncome|asset|liabilityAccount|otherAsset|otherLiability|otherExpense|realEstateOwned|liability)Id$/.test(k))) as T;
}

const filled = <T>(template: T, count: number): T[] => Array.from({ length: count }, () => structuredClone(withoutRecordIds(template)));

const BORROWER_LISTS = ['residences', 'employments', 'militaryEntitlements', 'additionalIncomes', 'assets', 'liabilityAccounts',
  'otherAssets', 'otherLiabilities', 'otherExpenses'] as const;

/** The first item of a borrower list in the example or any demo offer: a template that the schema accepts. */
function templateOf(list: (typeof BORROWER_LISTS)[number]): unknown {
  const borrowers = [exampleOffer(), ...demoOffers.map(demoOfferDocument)].flatMap((doc) => doc.borrowers);
  const item = borrowers.map((b) => (b[list] as unknown[] | undefined)?.[0]).find((i) => i !== undefined);
  if (item === undefined) throw new Error(`no ${list} item to copy`);
  return item;
}

function maximalBorrower(base: OfferBorrower, i: number, ids: number[]): OfferBorrower {
  const b = structuredClone(base) as OfferBorrower & Json;
  for (const list of BORROWER_LISTS) (b as Json)[list] = filled(templateOf(list), limit(`borrowers/${list}`, 'maxItems'));
  for (const l of b.otherLiabilities ?? []) l.sharedWithBorrowerIds = ids.slice(0, limit('borrowers/otherLiabilities/sharedWithBorrowerIds', 'maxItems'));
  b.personal.dependentAges = filled(7, limit('borrowers/personal/dependentAges', 'maxItems'));
  if (b.loanAnswers?.gifts?.[0]) b.loanAnswers.gifts = filled(b.loanAnswers.gifts[0], limit('borrowers/loanAnswers/gifts', 'maxItems'));
  const { applicationId: _lendersApplicationId, ...rest } = b;
  return { ...rest, borrowerId: ids[i]!, borrowerOrder: i + 1, ssnLastSix: String(700001 + i), creditTypeId: 1, jointCreditBorrowerId: null };
}

/** The largest body these templates make within the schema's limits, under `offerId`. */
export function maximalOffer(offerId: number): OfferDocument {
  const doc = exampleOffer();
  const count = limit('borrowers', 'maxItems');
  const ids = Array.from({ length: count }, (_, i) => offerId * 10 + i);
  doc.offerId = offerId;
  doc.borrowers = ids.map((_, i) => maximalBorrower(doc.borrowers[0]!, i, ids));
  for (const key of ['disclaimer', 'companyDisclaimers', 'productDisclaimers', 'stateDisclaimers'] as const) {
    doc.offerDetails[key] = 'x'.repeat(limit(`offerDetails/${key}`, 'maxLength'));
  }
  const property = withoutRecordIds(doc.properties![0]!);
  property.ownerBorrowerIds = ids.slice(0, limit('properties/ownerBorrowerIds', 'maxItems'));
  property.lenders = filled(property.lenders![0]!, limit('properties/lenders', 'maxItems'));
  doc.properties = filled(property, limit('properties', 'maxItems'));
  return doc;
}
