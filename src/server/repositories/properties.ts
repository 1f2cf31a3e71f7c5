import type { LenderInfo, PropertyInfo } from '../../shared/api/borrower-data';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';

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

/** Active real estate owned by the application, with their active lenders. */
export async function listProperties(db: Queryable, applicationId: number): Promise<PropertyInfo[]> {
  const rows = await db.query<PropertyRow>(
    `SELECT r.real_estate_owned_id AS "realEstateOwnedId", a.address_id AS "addressId",
       a.street_address AS "streetAddress", a.unit_num AS "unitNum", a.city, a.state, a.zip_code AS "zipCode",
       a.country, r.property_value AS "propertyValue", r.occupancy_type_id AS "occupancyTypeId",
       r.monthly_rent_gross AS "monthlyRentGross", r.monthly_expense AS "monthlyExpense",
       r.property_status_type_id AS "propertyStatusTypeId", r.monthly_hazard_insurance AS "monthlyHazardInsurance",
       r.monthly_taxes AS "monthlyTaxes", r.monthly_association_dues AS "monthlyAssociationDues",
       r.existing_loan_ind AS "existingLoanInd", r.subject_property_ind AS "subjectPropertyInd",
       r.active_ind AS "activeInd",
       (SELECT coalesce(string_agg(x.application_id::text, ',' ORDER BY x.application_id), '')
          FROM real_estate_owned_applications x WHERE x.real_estate_owned_id = r.real_estate_owned_id) AS "applicationIds"
     FROM real_estate_owned r JOIN addresses a ON a.address_id = r.address_id
     WHERE r.active_ind AND EXISTS (SELECT 1 FROM real_estate_owned_applications x
       WHERE x.real_estate_owned_id = r.real_estate_owned_id AND x.application_id = $1)
     ORDER BY r.real_estate_owned_id`,
    [applicationId],
  );
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

async function listLenders(db: Queryable, realEstateOwnedIds: number[]): Promise<LenderInfo[]> {
  if (realEstateOwnedIds.length === 0) return [];
  const rows = await db.query<LenderRow>(
    `SELECT l.liability_id AS "liabilityId", l.holder_name AS "holderName", l.account,
       l.liability_type_id AS "liabilityTypeId", l.mortgage_type_id AS "mortgageTypeId",
       l.credit_limit AS "creditLimit", l.monthly_payment_amount AS "monthlyPaymentAmount",
       l.unpaid_balance_amount AS "unpaidBalanceAmount", l.real_estate_owned_id AS "realEstateOwnedId",
       l.active_ind AS "activeInd",
       (SELECT coalesce(string_agg(x.application_id::text, ',' ORDER BY x.application_id), '')
          FROM lender_applications x WHERE x.liability_id = l.liability_id) AS "applicationIds"
     FROM lenders l WHERE l.active_ind AND l.real_estate_owned_id = ANY($1::integer[]) ORDER BY l.liability_id`,
    [`{${realEstateOwnedIds.join(',')}}`],
  );
  return rows.map((l) => ({
    ...l,
    creditLimit: money(l.creditLimit),
    monthlyPaymentAmount: money(l.monthlyPaymentAmount),
    unpaidBalanceAmount: money(l.unpaidBalanceAmount),
    applicationIds: ids(l.applicationIds),
  }));
}
