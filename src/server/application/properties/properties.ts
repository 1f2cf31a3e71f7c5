import type { LenderInfo, PropertyInfo } from '../../../shared/api/borrower-data';
import { money } from '../../db/convert';
import { asArray, queryBuilder, type RowOf } from '../../db/query-builder';
import type { Queryable } from '../../db/types';


function selectProperties(db: Queryable) {
  return queryBuilder(db).selectFrom('realEstateOwned as r').innerJoin('addresses as a', 'a.addressId', 'r.addressId')
    .select((eb) => [
      'r.realEstateOwnedId', 'a.addressId', 'a.streetAddress', 'a.unitNum', 'a.city', 'a.state', 'a.zipCode', 'a.country',
      'r.propertyValue', 'r.occupancyTypeId', 'r.monthlyRentGross', 'r.monthlyExpense', 'r.propertyStatusTypeId',
      'r.monthlyHazardInsurance', 'r.monthlyTaxes', 'r.monthlyAssociationDues', 'r.existingLoanInd', 'r.subjectPropertyInd',
      'r.activeInd',
      asArray<number>(eb.selectFrom('realEstateOwnedApplications as x').select('x.applicationId')
        .whereRef('x.realEstateOwnedId', '=', 'r.realEstateOwnedId').orderBy('x.applicationId')).as('applicationIds'),
    ])
    .orderBy('r.realEstateOwnedId');
}

type PropertyRow = RowOf<typeof selectProperties>;

async function withLenders(db: Queryable, rows: PropertyRow[]): Promise<PropertyInfo[]> {
  const lenders = await listLenders(db, rows.map((r) => r.realEstateOwnedId));
  return rows.map(({ addressId, streetAddress, unitNum, city, state, zipCode, country, ...r }) => {
    const gross = money(r.monthlyRentGross);
    const expense = money(r.monthlyExpense);
    return {
      realEstateOwnedId: r.realEstateOwnedId,
      address: { addressId, streetAddress, unitNum, city, state, zipCode, country },
      applicationIds: r.applicationIds,
      propertyValue: money(r.propertyValue),
      occupancyTypeId: r.occupancyTypeId,
      monthlyRentGross: gross,
      monthlyExpense: expense,
      monthlyRentNet: gross === null ? null : Math.round((gross - (expense ?? 0)) * 100) / 100,
      propertyStatusTypeId: r.propertyStatusTypeId,
      monthlyHazardInsurance: money(r.monthlyHazardInsurance),
      monthlyTaxes: money(r.monthlyTaxes),
      monthlyAssociationDues: money(r.monthlyAssociationDues),
      existingLoanInd: r.existingLoanInd,
      subjectPropertyInd: r.subjectPropertyInd,
      activeInd: r.activeInd,
      liabilities: lenders.filter((l) => l.realEstateOwnedId === r.realEstateOwnedId),
    };
  });
}

/** Active real estate owned by the application, with their active lenders. */
export async function listProperties(db: Queryable, applicationId: number): Promise<PropertyInfo[]> {
  const rows = await selectProperties(db)
    .where('r.activeInd', '=', true)
    .where(({ exists, selectFrom }) => exists(selectFrom('realEstateOwnedApplications as x').select('x.applicationId')
      .whereRef('x.realEstateOwnedId', '=', 'r.realEstateOwnedId').where('x.applicationId', '=', applicationId)))
    .execute();
  return withLenders(db, rows);
}

/** The named properties, active or not (with their active lenders), in the order of `realEstateOwnedIds`. */
export async function findProperties(db: Queryable, realEstateOwnedIds: number[]): Promise<PropertyInfo[]> {
  if (realEstateOwnedIds.length === 0) return [];
  const found = await withLenders(db, await selectProperties(db).where('r.realEstateOwnedId', 'in', realEstateOwnedIds).execute());
  return realEstateOwnedIds.flatMap((id) => found.filter((p) => p.realEstateOwnedId === id));
}

function selectLenders(db: Queryable) {
  return queryBuilder(db).selectFrom('lenders as l').select((eb) => [
    'l.liabilityId', 'l.holderName', 'l.account', 'l.liabilityTypeId', 'l.mortgageTypeId', 'l.creditLimit',
    'l.monthlyPaymentAmount', 'l.unpaidBalanceAmount', 'l.realEstateOwnedId', 'l.activeInd',
    asArray<number>(eb.selectFrom('lenderApplications as x').select('x.applicationId')
      .whereRef('x.liabilityId', '=', 'l.liabilityId').orderBy('x.applicationId')).as('applicationIds'),
  ]);
}

type LenderRow = RowOf<typeof selectLenders>;

const toLender = (l: LenderRow): LenderInfo => ({
  ...l,
  creditLimit: money(l.creditLimit),
  monthlyPaymentAmount: money(l.monthlyPaymentAmount),
  unpaidBalanceAmount: money(l.unpaidBalanceAmount),
});

async function listLenders(db: Queryable, realEstateOwnedIds: number[]): Promise<LenderInfo[]> {
  if (realEstateOwnedIds.length === 0) return [];
  const rows = await selectLenders(db).where('l.activeInd', '=', true).where('l.realEstateOwnedId', 'in', realEstateOwnedIds)
    .orderBy('l.liabilityId').execute();
  return rows.map(toLender);
}

/** One lender, active or not (null when no such id). */
export async function findLender(db: Queryable, liabilityId: number): Promise<LenderInfo | null> {
  const row = await selectLenders(db).where('l.liabilityId', '=', liabilityId).executeTakeFirst();
  return row ? toLender(row) : null;
}

/** What the access checks need of a property: its offer, address and whether it is the loan's subject property. */
export interface PropertyRef {
  realEstateOwnedId: number; offerId: number; addressId: number; subjectPropertyInd: boolean; activeInd: boolean;
}

export async function findPropertyRef(db: Queryable, realEstateOwnedId: number): Promise<PropertyRef | null> {
  const row = await queryBuilder(db).selectFrom('realEstateOwned')
    .select(['realEstateOwnedId', 'offerId', 'addressId', 'subjectPropertyInd', 'activeInd'])
    .where('realEstateOwnedId', '=', realEstateOwnedId).executeTakeFirst();
  return row ? { ...row, subjectPropertyInd: row.subjectPropertyInd ?? false } : null;
}

export interface PropertyValues {
  propertyValue: number | null; occupancyTypeId: number | null; monthlyRentGross: number | null;
  monthlyExpense: number | null; propertyStatusTypeId: number; monthlyHazardInsurance: number | null;
  monthlyTaxes: number | null; monthlyAssociationDues: number | null; existingLoanInd: boolean | null;
}

/** A new (never subject) property of the offer. */
export async function insertProperty(db: Queryable, offerId: number, addressId: number, v: PropertyValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('realEstateOwned')
    .values({ offerId, addressId, ...v, subjectPropertyInd: false, activeInd: true })
    .returning('realEstateOwnedId').executeTakeFirstOrThrow();
  return row.realEstateOwnedId;
}

/** Saves every field (one not sent is cleared) and makes the property active. */
export async function updateProperty(db: Queryable, realEstateOwnedId: number, addressId: number, v: PropertyValues): Promise<void> {
  await queryBuilder(db).updateTable('realEstateOwned').set({ addressId, ...v, activeInd: true })
    .where('realEstateOwnedId', '=', realEstateOwnedId).execute();
}

/** Removal: the property leaves every list (its lenders with it). */
export async function deactivateProperty(db: Queryable, realEstateOwnedId: number): Promise<void> {
  await queryBuilder(db).updateTable('realEstateOwned').set({ activeInd: false }).where('realEstateOwnedId', '=', realEstateOwnedId).execute();
}

/** The borrowers on the property become exactly `applicationIds`. */
export async function setPropertyApplications(db: Queryable, realEstateOwnedId: number, applicationIds: number[]): Promise<void> {
  const q = queryBuilder(db);
  await q.deleteFrom('realEstateOwnedApplications').where('realEstateOwnedId', '=', realEstateOwnedId).execute();
  const rows = [...new Set(applicationIds)].map((applicationId) => ({ realEstateOwnedId, applicationId }));
  if (rows.length > 0) await q.insertInto('realEstateOwnedApplications').values(rows).execute();
}

export interface LenderValues {
  holderName: string | null; account: string | null; liabilityTypeId: number | null; mortgageTypeId: number | null;
  creditLimit: number | null; monthlyPaymentAmount: number | null; unpaidBalanceAmount: number | null;
}

export async function findLenderRef(db: Queryable, liabilityId: number): Promise<{ realEstateOwnedId: number } | null> {
  const row = await queryBuilder(db).selectFrom('lenders').select('realEstateOwnedId').where('liabilityId', '=', liabilityId).executeTakeFirst();
  return row ?? null;
}

export async function insertLender(db: Queryable, realEstateOwnedId: number, v: LenderValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('lenders').values({ realEstateOwnedId, ...v, activeInd: true })
    .returning('liabilityId').executeTakeFirstOrThrow();
  return row.liabilityId;
}

/** Saves every field (one not sent is cleared) and makes the lender active. */
export async function updateLender(db: Queryable, liabilityId: number, v: LenderValues): Promise<void> {
  await queryBuilder(db).updateTable('lenders').set({ ...v, activeInd: true }).where('liabilityId', '=', liabilityId).execute();
}

export async function deactivateLender(db: Queryable, liabilityId: number): Promise<void> {
  await queryBuilder(db).updateTable('lenders').set({ activeInd: false }).where('liabilityId', '=', liabilityId).execute();
}

/** The borrowers on the lender become exactly `applicationIds`. */
export async function setLenderApplications(db: Queryable, liabilityId: number, applicationIds: number[]): Promise<void> {
  const q = queryBuilder(db);
  await q.deleteFrom('lenderApplications').where('liabilityId', '=', liabilityId).execute();
  const rows = [...new Set(applicationIds)].map((applicationId) => ({ liabilityId, applicationId }));
  if (rows.length > 0) await q.insertInto('lenderApplications').values(rows).execute();
}
