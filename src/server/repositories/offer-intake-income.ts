import { usDateParam } from '../db/convert';
import type { Queryable } from '../db/types';
import type { OfferBorrower } from '../lender/create-offer/offer-document';
import { idOr } from './offer-intake';

const EMPLOYMENT_ID = idOr('$1', 'employments', 'employment_id');

/** Employers (current and previous) with their monthly income, military entitlements and other incomes. */
export async function insertIncomeRecords(db: Queryable, applicationId: number, b: OfferBorrower): Promise<void> {
  for (const e of b.employments ?? []) {
    const a = e.address;
    const rows = await db.query<{ id: number }>(
      `INSERT INTO employments (employment_id, application_id, employer_name, position, phone_number, street_address,
         unit_num, city, state, zip_code, country, start_date, end_date, current_employer_ind, previous_employer_ind,
         primary_employment_ind, is_military_employment, self_employed_ind, special_employment_ind)
       VALUES (${EMPLOYMENT_ID}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${usDateParam('$12')}, ${usDateParam('$13')},
         $14, NOT $14, $15, false, $16, false) RETURNING employment_id AS id`,
      [e.employmentId ?? null, applicationId, e.employerName, e.position ?? null, e.phoneNumber ?? null,
        a?.streetAddress ?? null, a?.unitNum ?? null, a?.city ?? null, a?.state ?? null, a?.zipCode ?? null,
        a?.country ?? null, e.startDate, e.endDate ?? null, e.current, e.primary ?? e.current, e.selfEmployed ?? false],
    );
    const i = e.income;
    await db.query(
      `INSERT INTO employment_incomes (employment_id, monthly_base_income, overtime_income, bonus_income,
         commissions_income, other_income) VALUES ($1, $2, $3, $4, $5, $6)`,
      [Number(rows[0]?.id), i.base, i.overtime ?? 0, i.bonus ?? 0, i.commissions ?? 0, i.other ?? 0],
    );
  }
  for (const m of b.militaryEntitlements ?? []) {
    await db.query(
      `INSERT INTO employments (employment_id, application_id, employer_name, start_date, current_employer_ind,
         previous_employer_ind, primary_employment_ind, is_military_employment, military_income_type_id, military_income)
       VALUES (${EMPLOYMENT_ID}, $2, $3, ${usDateParam('$4')}, true, false, false, true, $5, $6)`,
      [m.employmentId ?? null, applicationId, m.employerName, m.startDate, m.incomeTypeId, m.amount],
    );
  }
  for (const income of b.additionalIncomes ?? []) {
    await db.query(
      `INSERT INTO additional_incomes (additional_income_id, application_id, income_type_id, additional_income1)
       VALUES (${idOr('$1', 'additional_incomes', 'additional_income_id')}, $2, $3, $4)`,
      [income.additionalIncomeId ?? null, applicationId, income.incomeTypeId, income.amount],
    );
  }
}
