import type { EmploymentInfo } from '../../shared/api/borrower-data';
import { money, usDateParam, usDateSql } from '../db/convert';
import type { Queryable, SqlParam } from '../db/types';
import { insertRow } from './insert-row';

/** An employment record as answered by UpdateBorrowerEmployment and GetBorrowerData. */
export type EmploymentRecord = EmploymentInfo;

type Numeric = string | null;
interface Row extends Omit<EmploymentInfo, 'incomeInfo' | 'monthlyIncomeOrLoss' | 'militaryIncomeInfo'> {
  monthlyIncomeOrLoss: Numeric; hasIncome: boolean; monthlyBaseIncome: Numeric; overtimeIncome: Numeric;
  bonusIncome: Numeric; commissionsIncome: Numeric; otherIncome: Numeric;
  militaryIncomeTypeId: number | null; militaryIncomeType: string | null; militaryIncome: Numeric;
}

const SELECT = `SELECT e.employment_id AS "employmentId", e.application_id AS "applicationId",
    e.employer_name AS "employerName", e.position, e.phone_number AS "phoneNumber", e.street_address AS "streetAddress",
    e.unit_num AS "unitNum", e.city, e.state, e.zip_code AS "zipCode", e.country,
    ${usDateSql('e.start_date')} AS "startDate", ${usDateSql('e.end_date')} AS "endDate",
    e.current_employer_ind AS "currentEmployerInd", e.previous_employer_ind AS "previousEmployerInd",
    e.primary_employment_ind AS "primaryEmploymentInd", e.is_military_employment AS "isMilitaryEmployment",
    e.self_employed_ind AS "selfEmployedInd", e.special_employment_ind AS "specialEmploymentInd",
    e.ownership_share AS "ownershipShare", e.monthly_income_or_loss AS "monthlyIncomeOrLoss", e.active_ind AS "activeInd",
    i.employment_id IS NOT NULL AS "hasIncome", i.monthly_base_income AS "monthlyBaseIncome",
    i.overtime_income AS "overtimeIncome", i.bonus_income AS "bonusIncome", i.commissions_income AS "commissionsIncome",
    i.other_income AS "otherIncome", e.military_income_type_id AS "militaryIncomeTypeId",
    t.description AS "militaryIncomeType", e.military_income AS "militaryIncome"
  FROM employments e
  LEFT JOIN employment_incomes i ON i.employment_id = e.employment_id
  LEFT JOIN income_types t ON t.income_type_id = e.military_income_type_id`;

function toRecord(r: Row): EmploymentRecord {
  const { hasIncome, monthlyBaseIncome, overtimeIncome, bonusIncome, commissionsIncome, otherIncome,
    militaryIncomeTypeId, militaryIncomeType, militaryIncome, monthlyIncomeOrLoss, ...e } = r;
  return {
    ...e,
    monthlyIncomeOrLoss: money(monthlyIncomeOrLoss),
    incomeInfo: hasIncome
      ? { monthlyBaseIncome: money(monthlyBaseIncome), overtimeIncome: money(overtimeIncome), bonusIncome: money(bonusIncome),
          commissionsIncome: money(commissionsIncome), otherIncome: money(otherIncome), applicationId: e.applicationId,
          employmentId: e.employmentId }
      : null,
    militaryIncomeInfo: militaryIncomeTypeId === null
      ? null
      : { incomeTypeId: militaryIncomeTypeId, incomeType: militaryIncomeType ?? null,
          militaryIncome1: money(militaryIncome) ?? 0, applicationId: e.applicationId },
  };
}

/** The application's active employment records with their incomes (the profile's employmentInfo). */
export async function listEmployments(db: Queryable, applicationId: number): Promise<EmploymentRecord[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE e.application_id = $1 AND e.active_ind ORDER BY e.employment_id`, [applicationId]);
  return rows.map(toRecord);
}

export async function findEmployment(db: Queryable, employmentId: number): Promise<EmploymentRecord | null> {
  const rows = await db.query<Row>(`${SELECT} WHERE e.employment_id = $1`, [employmentId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** employmentId -> applicationId of the named records that exist. */
export async function employmentOwners(db: Queryable, employmentIds: number[]): Promise<Map<number, number>> {
  if (employmentIds.length === 0) return new Map();
  const rows = await db.query<{ employmentId: number; applicationId: number }>(
    `SELECT employment_id AS "employmentId", application_id AS "applicationId" FROM employments
     WHERE employment_id = ANY($1::integer[])`,
    [`{${employmentIds.join(',')}}`],
  );
  return new Map(rows.map((r) => [r.employmentId, r.applicationId]));
}

/** The ids of the income types that are military income. */
export async function militaryIncomeTypeIds(db: Queryable): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT income_type_id AS id FROM income_types WHERE military_income_ind');
  return new Set(rows.map((r) => r.id));
}

/** The stored columns of one employment (every field replaced on save; absent = null). */
export interface EmploymentColumns {
  employerName: string | null; position: string | null; phoneNumber: string | null; streetAddress: string | null;
  unitNum: string | null; city: string | null; state: string | null; zipCode: string | null; country: string | null;
  startDate: string | null; endDate: string | null; currentEmployerInd: boolean; previousEmployerInd: boolean;
  primaryEmploymentInd: boolean | null; isMilitaryEmployment: boolean; selfEmployedInd: boolean | null;
  specialEmploymentInd: boolean | null; ownershipShare: string | null; monthlyIncomeOrLoss: number | null;
  militaryIncomeTypeId: number | null; militaryIncome: number | null;
}

const COLUMNS = ['employer_name', 'position', 'phone_number', 'street_address', 'unit_num', 'city', 'state', 'zip_code',
  'country', 'start_date', 'end_date', 'current_employer_ind', 'previous_employer_ind', 'primary_employment_ind',
  'is_military_employment', 'self_employed_ind', 'special_employment_ind', 'ownership_share', 'monthly_income_or_loss',
  'military_income_type_id', 'military_income'];

const values = (c: EmploymentColumns): SqlParam[] => [c.employerName, c.position, c.phoneNumber, c.streetAddress,
  c.unitNum, c.city, c.state, c.zipCode, c.country, c.startDate, c.endDate, c.currentEmployerInd, c.previousEmployerInd,
  c.primaryEmploymentInd, c.isMilitaryEmployment, c.selfEmployedInd, c.specialEmploymentInd, c.ownershipShare,
  c.monthlyIncomeOrLoss, c.militaryIncomeTypeId, c.militaryIncome];

/** `$n` placeholders of the columns from `first` on; the two dates are parsed from MM/DD/YYYY. */
const placeholders = (first: number): string[] =>
  COLUMNS.map((col, i) => (col.endsWith('_date') ? usDateParam(`$${first + i}`) : `$${first + i}`));

export async function insertEmployment(db: Queryable, applicationId: number, c: EmploymentColumns): Promise<number> {
  return insertRow(db, 'employment',
    `INSERT INTO employments (application_id, ${COLUMNS.join(', ')}, active_ind)
     VALUES ($1, ${placeholders(2).join(', ')}, true) RETURNING employment_id AS id`,
    [applicationId, ...values(c)],
  );
}

export async function updateEmployment(db: Queryable, employmentId: number, c: EmploymentColumns): Promise<void> {
  const sets = placeholders(2).map((p, i) => `${COLUMNS[i]} = ${p}`);
  await db.query(`UPDATE employments SET ${sets.join(', ')}, active_ind = true WHERE employment_id = $1`,
    [employmentId, ...values(c)]);
}

/** Soft delete: the record stays, inactive. */
export async function deactivateEmployment(db: Queryable, employmentId: number): Promise<void> {
  await db.query('UPDATE employments SET active_ind = false WHERE employment_id = $1', [employmentId]);
}

export interface IncomeColumns {
  monthlyBaseIncome: number | null; overtimeIncome: number; bonusIncome: number; commissionsIncome: number; otherIncome: number;
}

export async function saveEmploymentIncome(db: Queryable, employmentId: number, i: IncomeColumns): Promise<void> {
  await db.query(
    `INSERT INTO employment_incomes (employment_id, monthly_base_income, overtime_income, bonus_income,
       commissions_income, other_income) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (employment_id) DO UPDATE SET monthly_base_income = EXCLUDED.monthly_base_income,
       overtime_income = EXCLUDED.overtime_income, bonus_income = EXCLUDED.bonus_income,
       commissions_income = EXCLUDED.commissions_income, other_income = EXCLUDED.other_income`,
    [employmentId, i.monthlyBaseIncome, i.overtimeIncome, i.bonusIncome, i.commissionsIncome, i.otherIncome],
  );
}
