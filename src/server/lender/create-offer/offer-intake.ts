import { sql } from 'kysely';
import { excluded, now, queryBuilder, type RowOf } from '../../db/query-builder';
import type { Queryable } from '../../db/types';
import type { OfferBorrower, OfferDocument } from './offer-document';

function selectOfferIntakeState(db: Queryable) {
  return queryBuilder(db).selectFrom('offers as o').select((eb) => [
    // The lender system that owns the offer; null for the installation's own.
    'o.lenderSystemId', 'o.offerBodyHash', 'o.offerStatusId',
    // A borrower has opened, consented to or changed the offer.
    eb.or([
      eb('o.offerStatusId', '<>', 1),
      eb.exists(eb.selectFrom('auditEvents as e').select(eb.lit(1).as('one'))
        .whereRef('e.offerId', '=', 'o.offerId').where('e.actorType', '=', 'borrower')),
      eb.exists(eb.selectFrom('applications as a').select(eb.lit(1).as('one'))
        .whereRef('a.offerId', '=', 'o.offerId').where('a.applicationStatusId', '<>', 1)),
    ]).$castTo<boolean>().as('inProgress'),
  ]);
}

export type OfferIntakeState = RowOf<typeof selectOfferIntakeState>;

export async function findOfferIntakeState(db: Queryable, offerId: number): Promise<OfferIntakeState | null> {
  return (await selectOfferIntakeState(db).where('o.offerId', '=', offerId).forUpdate().executeTakeFirst()) ?? null;
}

export interface OfferRowOptions {
  /** The owner, set when the offer is created. */
  lenderSystemId: number | null;
  /** The key that sent it first, for the record. */
  lenderKeyId: number | null;
  bodyHash: string;
  /** The demo's short links: the offer's link id is its offer id. */
  lenderIdLinks: boolean;
}

/** Inserts the offer, or writes the body's values over the existing row (its status, links and owner stay). */
export async function upsertOffer(db: Queryable, doc: OfferDocument, opts: OfferRowOptions): Promise<void> {
  const { loan, property: p, offerDetails: d } = doc;
  const body = {
    loanId: loan.loanId, loanRecordId: loan.loanRecordId, loanNumber: loan.loanNumber, loanStatus: loan.loanStatus ?? null,
    occupancyType: loan.occupancyType, loanType: loan.loanType, loanPurpose: loan.loanPurpose, loanAmount: loan.loanAmount,
    appraisedValue: loan.appraisedValue, propertyLine1: p.line1, propertyLine2: p.line2 ?? null, propertyUnit: p.unit ?? null,
    propertyCity: p.city, propertyState: p.state, propertyCounty: p.county ?? null, propertyZipcode: p.zipcode,
    propertyCountry: p.country, currentPrincipalAndInterest: d.currentPrincipalAndInterest, newPayment: d.newPayment,
    monthlySavings: d.monthlySavings, lifetimeSavings: d.lifetimeSavings ?? null, disclaimer: d.disclaimer ?? null,
    companyDisclaimers: d.companyDisclaimers ?? null, productDisclaimers: d.productDisclaimers ?? null,
    stateDisclaimers: d.stateDisclaimers ?? null, loanOfficerName: doc.loanOfficerName, brokerageName: doc.brokerageName,
    showRealEstateSection: doc.showRealEstateSection ?? false, gmiAndDeclarationsFlag: doc.gmiAndDeclarationsFlag ?? true,
    isNonServicedLoan: loan.isNonServicedLoan ?? false, offerBodyHash: opts.bodyHash,
  };
  await queryBuilder(db).insertInto('offers')
    .values({
      offerId: doc.offerId, ...body, lenderSystemId: opts.lenderSystemId, lenderKeyId: opts.lenderKeyId,
      linkId: opts.lenderIdLinks ? String(doc.offerId) : undefined,
    })
    .onConflict((oc) => oc.column('offerId').doUpdateSet({ ...excluded(body), updatedAt: now }))
    .execute();
}

/** A reset offer starts again In Progress with the Welcome Back! notice; an invalidated one becomes Invalid. */
export async function setOfferResetState(db: Queryable, offerId: number, state: 'reset' | 'invalid'): Promise<void> {
  await queryBuilder(db).updateTable('offers')
    .set(state === 'reset' ? { isOfferReset: true, offerStatusId: 3, updatedAt: now } : { offerStatusId: 5, updatedAt: now })
    .where('offerId', '=', offerId).execute();
}

/** The borrower row: the body's names and status answers; consent, lock and failed attempts stay as they are. */
export async function upsertBorrower(db: Queryable, b: OfferBorrower, sealedDateOfBirth: string): Promise<void> {
  const p = b.personal;
  const body = {
    firstName: p.firstName, middleName: p.middleName ?? null, lastName: p.lastName, suffixName: p.suffixName ?? null,
    dateOfBirthSealed: sealedDateOfBirth, citizenshipStatus: p.citizenshipStatus ?? null,
    maritalStatus: p.maritalStatus ?? null, alternateNameInd: Boolean(p.alternateName),
    dependentsInd: (p.dependentAges ?? []).length > 0,
  };
  await queryBuilder(db).insertInto('borrowers').values({ borrowerId: b.borrowerId, ...body })
    .onConflict((oc) => oc.column('borrowerId').doUpdateSet({ ...excluded(body), updatedAt: now }))
    .execute();
}

export async function saveIdentityHashes(db: Queryable, borrowerId: number, ssnHash: string, dobHash: string): Promise<void> {
  const hashes = { ssnLastSixHash: ssnHash, dateOfBirthHash: dobHash };
  await queryBuilder(db).insertInto('identityVerifications').values({ borrowerId, ...hashes })
    .onConflict((oc) => oc.column('borrowerId').doUpdateSet({ ...excluded(hashes), updatedAt: now }))
    .execute();
}

/** The borrower's application on the offer; returns its id. */
export async function insertApplication(
  db: Queryable,
  offerId: number,
  b: OfferBorrower,
  order: number,
  linkId: string | null,
): Promise<number> {
  const row = await queryBuilder(db).insertInto('applications')
    .values({
      applicationId: b.applicationId, offerId, borrowerId: b.borrowerId, borrowerOrder: b.borrowerOrder ?? order,
      creditTypeId: b.creditTypeId ?? 1, linkId: linkId ?? undefined,
    })
    .returning('applicationId').executeTakeFirstOrThrow(() => new Error('application was not inserted'));
  return row.applicationId;
}

export async function linkJointCreditBorrower(db: Queryable, applicationId: number, jointBorrowerId: number): Promise<void> {
  await queryBuilder(db).updateTable('applications').set({ jointCreditBorrowerId: jointBorrowerId })
    .where('applicationId', '=', applicationId).execute();
}

function selectApplicationLinks(db: Queryable) {
  return queryBuilder(db).selectFrom('applications as a').innerJoin('offers as o', 'o.offerId', 'a.offerId')
    .select(['a.borrowerId', 'a.applicationId', 'o.linkId as offerLinkId', 'a.linkId as applicationLinkId']);
}

export type ApplicationLink = RowOf<typeof selectApplicationLinks>;

export async function listApplicationLinks(db: Queryable, offerId: number): Promise<ApplicationLink[]> {
  return selectApplicationLinks(db).where('a.offerId', '=', offerId).orderBy('a.borrowerOrder').orderBy('a.applicationId')
    .execute();
}

/** A CreateOffer answered, under its Idempotency-Key, which is the lender system's (any of its keys may send it again). */
export async function recordCreateOfferRequest(
  db: Queryable, caller: { lenderSystemId: number | null; lenderKeyId: number | null }, idempotencyKey: string,
  bodyHash: string, offerId: number,
): Promise<void> {
  await queryBuilder(db).insertInto('createOfferRequests')
    .values({ lenderSystemId: caller.lenderSystemId, lenderKeyId: caller.lenderKeyId, idempotencyKey, bodyHash, offerId })
    // The unique index's expressions: the installation's own requests (no lender system) count as system 0.
    .onConflict((oc) => oc.expression(sql`coalesce(${sql.ref('lenderSystemId')}, 0), ${sql.ref('idempotencyKey')}`)
      .doNothing())
    .execute();
}

export async function findCreateOfferRequest(
  db: Queryable, lenderSystemId: number | null, idempotencyKey: string,
): Promise<{ bodyHash: string; offerId: number } | null> {
  const row = await queryBuilder(db).selectFrom('createOfferRequests').select(['bodyHash', 'offerId'])
    .where((eb) => eb(eb.fn.coalesce('lenderSystemId', eb.lit(0)), '=', lenderSystemId ?? 0))
    .where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
  return row ?? null;
}
