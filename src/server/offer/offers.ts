import { money } from '../db/convert';
import { now, queryBuilder, type RowOf } from '../db/query-builder';
import type { Queryable } from '../db/types';

function selectOffer(db: Queryable) {
  return queryBuilder(db).selectFrom('offers').select([
    // The lender's offer id: internal, never in a link or an answer.
    'offerId',
    // The offer's id in links and in the API (`offerId` there): random for real offers.
    'linkId',
    'loanId', 'loanRecordId', 'loanNumber', 'loanStatus', 'occupancyType', 'loanType', 'loanPurpose', 'loanAmount',
    'appraisedValue', 'propertyLine1', 'propertyLine2', 'propertyUnit', 'propertyCity', 'propertyState', 'propertyCounty',
    'propertyZipcode', 'propertyCountry', 'currentPrincipalAndInterest', 'newPayment', 'monthlySavings', 'lifetimeSavings',
    'companyDisclaimers', 'productDisclaimers', 'stateDisclaimers', 'disclaimer', 'loanOfficerName', 'brokerageName',
    'offerStatusId', 'showRealEstateSection', 'isNonServicedLoan', 'activeInd', 'isOfferReset', 'gmiAndDeclarationsFlag',
    'submittedByBorrowerId',
  ]);
}

type OfferRow = RowOf<typeof selectOffer>;

function toOffer({
  propertyLine1: line1, propertyLine2: line2, propertyUnit: unit, propertyCity: city, propertyState: state,
  propertyCounty: county, propertyZipcode: zipcode, propertyCountry: country, ...r
}: OfferRow) {
  return {
    ...r,
    loanAmount: money(r.loanAmount),
    appraisedValue: money(r.appraisedValue),
    address: { line1, line2, unit, city, state, county, zipcode, country },
    currentPrincipalAndInterest: money(r.currentPrincipalAndInterest),
    newPayment: money(r.newPayment),
    monthlySavings: money(r.monthlySavings),
    lifetimeSavings: money(r.lifetimeSavings),
  };
}

/** An offer as the services read one: its columns, amounts as numbers, the property's address as one object. */
export type OfferRecord = ReturnType<typeof toOffer>;

export async function findOffer(db: Queryable, offerId: number): Promise<OfferRecord | null> {
  const row = await selectOffer(db).where('offerId', '=', offerId).executeTakeFirst();
  return row ? toOffer(row) : null;
}

export async function findOfferByLinkId(db: Queryable, linkId: string): Promise<OfferRecord | null> {
  const row = await selectOffer(db).where('linkId', '=', linkId).executeTakeFirst();
  return row ? toOffer(row) : null;
}

/** Reads the offer and holds its row until the transaction ends (serialises submissions of one offer). */
export async function lockOffer(db: Queryable, offerId: number): Promise<OfferRecord | null> {
  const row = await selectOffer(db).where('offerId', '=', offerId).forUpdate().executeTakeFirst();
  return row ? toOffer(row) : null;
}

export async function markSubmitted(db: Queryable, offerId: number, offerStatusId: number, borrowerId: number): Promise<void> {
  await queryBuilder(db).updateTable('offers')
    .set({ offerStatusId, submittedByBorrowerId: borrowerId, submittedAt: now, updatedAt: now })
    .where('offerId', '=', offerId).execute();
}

export async function setOfferStatus(db: Queryable, offerId: number, offerStatusId: number): Promise<void> {
  await queryBuilder(db).updateTable('offers').set({ offerStatusId, updatedAt: now }).where('offerId', '=', offerId).execute();
}
