import type { LenderInfo, PropertyInfo } from '../../shared/api/borrower-data';
import { money } from '../db/convert';
import type { Queryable, SqlParam } from '../db/types';
import { insertRow } from './insert-row';

type Money = string | null;

interface PropertyRow {
  realEstateOwnedId: number; addressId: number; streetAddress: string | null; unitNum: string | null;
  city: string | null; state: string | null; zipCode: string | null; country: string | null;
  propertyValue: Money; occupancyTypeId: number | null; monthlyRentGross: Money; monthlyExpense: Money;
  propertyStatusTypeId: number | null; monthlyHazardInsurance: Money; monthlyTaxes: Money;
  monthlyAssociationDues: Money; existingLoanInd: boolean | null; subjectPropertyInd: boolean | null;
  activeInd: boolean; applicationIds: string;
}

interface LenderRow extends Omit<LenderInfo, 'creditLimit' | 'monthlyPaymentAmount' | 'unpaidBalanceAmount' | 'applicationIds'> {
  creditLimit: Money; monthlyPaymentAmount: Money; unpaidBalanceAmount: Money; applicationIds: string;
}

const ids = (csv: string): number[] => (csv ? csv.split(',').map(Number) : []);
const intArray = (values: number[]): string => `{${values.join(',')}}`;

/** The applications linked to `alias`'s row through the table `links` (on `key`), as text: '7001,7002' (`ids` reads it). */
const linkedApplicationIds = (links: string, alias: string, key: string): string =>
  `(SELECT coalesce(string_agg(x.application_id::text, ',' ORDER BY x.application_id), '')
          FROM ${links} x WHERE x.${key} = ${alias}.${key}) AS "applicationIds"`;

const PROPERTY_SELECT = `SELECT r.real_estate_owned_id AS "realEstateOwnedId", a.address_id AS "addressId",
       a.street_address AS "streetAddress", a.unit_num AS "unitNum", a.city, a.state, a.zip_code AS "zipCode",
       a.country, r.property_value AS "propertyValue", r.occupancy_type_id AS "occupancyTypeId",
       r.monthly_rent_gross AS "monthlyRentGross", r.monthly_expense AS "monthlyExpense",
       r.property_status_type_id AS "propertyStatusTypeId", r.monthly_hazard_insurance AS "monthlyHazardInsurance",
       r.monthly_taxes AS "monthlyTaxes", r.monthly_association_dues AS "monthlyAssociationDues",
       r.existing_loan_ind AS "existingLoanInd", r.subject_property_ind AS "subjectPropertyInd",
       r.active_ind AS "activeInd", ${linkedApplicationIds('real_estate_owned_applications', 'r', 'real_estate_owned_id')}
     FROM real_estate_owned r JOIN addresses a ON a.address_id = r.address_id`;

async function selectProperties(db: Queryable, where: string, params: SqlParam[]): Promise<PropertyInfo[]> {
  const rows = await db.query<PropertyRow>(`${PROPERTY_SELECT} WHERE ${where} ORDER BY r.real_estate_owned_id`, params);
  const lenders = await listLenders(db, rows.map((r) => r.realEstateOwnedId));
  return rows.map((r) => {
    const gross = money(r.monthlyRentGross);
    const expense = money(r.monthlyExpense);
    return {
      realEstateOwnedId: r.realEstateOwnedId,
      address: {
        addressId: r.addressId, streetAddress: r.streetAddress, unitNum: r.unitNum, city: r.city, state: r.state,
        zipCode: r.zipCode, country: r.country,
      },
      applicationIds: ids(r.applicationIds),
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
  return selectProperties(
    db,
    `r.active_ind AND EXISTS (SELECT 1 FROM real_estate_owned_applications x
       WHERE x.real_estate_owned_id = r.real_estate_owned_id AND x.application_id = $1)`,
    [applicationId],
  );
}

/** The named properties, active or not (with their active lenders), in the order of `realEstateOwnedIds`. */
export async function findProperties(db: Queryable, realEstateOwnedIds: number[]): Promise<PropertyInfo[]> {
  if (realEstateOwnedIds.length === 0) return [];
  const found = await selectProperties(db, 'r.real_estate_owned_id = ANY($1::integer[])', [intArray(realEstateOwnedIds)]);
  return realEstateOwnedIds.flatMap((id) => found.filter((p) => p.realEstateOwnedId === id));
}

const LENDER_SELECT = `SELECT l.liability_id AS "liabilityId", l.holder_name AS "holderName", l.account,
       l.liability_type_id AS "liabilityTypeId", l.mortgage_type_id AS "mortgageTypeId",
       l.credit_limit AS "creditLimit", l.monthly_payment_amount AS "monthlyPaymentAmount",
       l.unpaid_balance_amount AS "unpaidBalanceAmount", l.real_estate_owned_id AS "realEstateOwnedId",
       l.active_ind AS "activeInd", ${linkedApplicationIds('lender_applications', 'l', 'liability_id')}
     FROM lenders l`;

const toLender = (l: LenderRow): LenderInfo => ({
  ...l,
  creditLimit: money(l.creditLimit),
  monthlyPaymentAmount: money(l.monthlyPaymentAmount),
  unpaidBalanceAmount: money(l.unpaidBalanceAmount),
  applicationIds: ids(l.applicationIds),
});

async function listLenders(db: Queryable, realEstateOwnedIds: number[]): Promise<LenderInfo[]> {
  if (realEstateOwnedIds.length === 0) return [];
  const rows = await db.query<LenderRow>(
    `${LENDER_SELECT} WHERE l.active_ind AND l.real_estate_owned_id = ANY($1::integer[]) ORDER BY l.liability_id`,
    [intArray(realEstateOwnedIds)],
  );
  return rows.map(toLender);
}

/** One lender, active or not (null when no such id). */
export async function findLender(db: Queryable, liabilityId: number): Promise<LenderInfo | null> {
  const rows = await db.query<LenderRow>(`${LENDER_SELECT} WHERE l.liability_id = $1`, [liabilityId]);
  return rows[0] ? toLender(rows[0]) : null;
}

/** What the access checks need of a property: its offer, address and whether it is the loan's subject property. */
export interface PropertyRef {
  realEstateOwnedId: number; offerId: number; addressId: number; subjectPropertyInd: boolean; activeInd: boolean;
}

export async function findPropertyRef(db: Queryable, realEstateOwnedId: number): Promise<PropertyRef | null> {
  const rows = await db.query<PropertyRef>(
    `SELECT real_estate_owned_id AS "realEstateOwnedId", offer_id AS "offerId", address_id AS "addressId",
       coalesce(subject_property_ind, false) AS "subjectPropertyInd", active_ind AS "activeInd"
     FROM real_estate_owned WHERE real_estate_owned_id = $1`,
    [realEstateOwnedId],
  );
  return rows[0] ?? null;
}

export interface PropertyValues {
  propertyValue: number | null; occupancyTypeId: number | null; monthlyRentGross: number | null;
  monthlyExpense: number | null; propertyStatusTypeId: number; monthlyHazardInsurance: number | null;
  monthlyTaxes: number | null; monthlyAssociationDues: number | null; existingLoanInd: boolean | null;
}

const propertyParams = (v: PropertyValues): SqlParam[] => [
  v.propertyValue, v.occupancyTypeId, v.monthlyRentGross, v.monthlyExpense, v.propertyStatusTypeId,
  v.monthlyHazardInsurance, v.monthlyTaxes, v.monthlyAssociationDues, v.existingLoanInd,
];

/** A new (never subject) property of the offer. */
export async function insertProperty(db: Queryable, offerId: number, addressId: number, v: PropertyValues): Promise<number> {
  return insertRow(db, 'property',
    `INSERT INTO real_estate_owned (offer_id, address_id, property_value, occupancy_type_id, monthly_rent_gross,
       monthly_expense, property_status_type_id, monthly_hazard_insurance, monthly_taxes, monthly_association_dues,
       existing_loan_ind, subject_property_ind, active_ind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, true) RETURNING real_estate_owned_id AS id`,
    [offerId, addressId, ...propertyParams(v)],
  );
}

/** Saves every field (one not sent is cleared) and makes the property active. */
export async function updateProperty(db: Queryable, realEstateOwnedId: number, addressId: number, v: PropertyValues): Promise<void> {
  await db.query(
    `UPDATE real_estate_owned SET address_id = $2, property_value = $3, occupancy_type_id = $4,
       monthly_rent_gross = $5, monthly_expense = $6, property_status_type_id = $7, monthly_hazard_insurance = $8,
       monthly_taxes = $9, monthly_association_dues = $10, existing_loan_ind = $11, active_ind = true
     WHERE real_estate_owned_id = $1`,
    [realEstateOwnedId, addressId, ...propertyParams(v)],
  );
}

/** Removal: the property leaves every list (its lenders with it). */
export async function deactivateProperty(db: Queryable, realEstateOwnedId: number): Promise<void> {
  await db.query('UPDATE real_estate_owned SET active_ind = false WHERE real_estate_owned_id = $1', [realEstateOwnedId]);
}

/** The borrowers on the property become exactly `applicationIds`. */
export async function setPropertyApplications(db: Queryable, realEstateOwnedId: number, applicationIds: number[]): Promise<void> {
  await db.query('DELETE FROM real_estate_owned_applications WHERE real_estate_owned_id = $1', [realEstateOwnedId]);
  for (const applicationId of new Set(applicationIds)) {
    await db.query('INSERT INTO real_estate_owned_applications (real_estate_owned_id, application_id) VALUES ($1, $2)', [
      realEstateOwnedId, applicationId,
    ]);
  }
}

export interface LenderValues {
  holderName: string | null; account: string | null; liabilityTypeId: number | null; mortgageTypeId: number | null;
  creditLimit: number | null; monthlyPaymentAmount: number | null; unpaidBalanceAmount: number | null;
}

const lenderParams = (v: LenderValues): SqlParam[] => [
  v.holderName, v.account, v.liabilityTypeId, v.mortgageTypeId, v.creditLimit, v.monthlyPaymentAmount,
  v.unpaidBalanceAmount,
];

export async function findLenderRef(db: Queryable, liabilityId: number): Promise<{ realEstateOwnedId: number } | null> {
  const rows = await db.query<{ realEstateOwnedId: number }>(
    'SELECT real_estate_owned_id AS "realEstateOwnedId" FROM lenders WHERE liability_id = $1',
    [liabilityId],
  );
  return rows[0] ?? null;
}

export async function insertLender(db: Queryable, realEstateOwnedId: number, v: LenderValues): Promise<number> {
  return insertRow(db, 'lender',
    `INSERT INTO lenders (real_estate_owned_id, holder_name, account, liability_type_id, mortgage_type_id,
       credit_limit, monthly_payment_amount, unpaid_balance_amount, active_ind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING liability_id AS id`,
    [realEstateOwnedId, ...lenderParams(v)],
  );
}

/** Saves every field (one not sent is cleared) and makes the lender active. */
export async function updateLender(db: Queryable, liabilityId: number, v: LenderValues): Promise<void> {
  await db.query(
    `UPDATE lenders SET holder_name = $2, account = $3, liability_type_id = $4, mortgage_type_id = $5,
       credit_limit = $6, monthly_payment_amount = $7, unpaid_balance_amount = $8, active_ind = true
     WHERE liability_id = $1`,
    [liabilityId, ...lenderParams(v)],
  );
}

export async function deactivateLender(db: Queryable, liabilityId: number): Promise<void> {
  await db.query('UPDATE lenders SET active_ind = false WHERE liability_id = $1', [liabilityId]);
}

/** The borrowers on the lender become exactly `applicationIds`. */
export async function setLenderApplications(db: Queryable, liabilityId: number, applicationIds: number[]): Promise<void> {
  await db.query('DELETE FROM lender_applications WHERE liability_id = $1', [liabilityId]);
  for (const applicationId of new Set(applicationIds)) {
    await db.query('INSERT INTO lender_applications (liability_id, application_id) VALUES ($1, $2)', [liabilityId, applicationId]);
  }
}
