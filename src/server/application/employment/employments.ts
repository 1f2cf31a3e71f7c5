import type { EmploymentInfo } from '../../../shared/api/borrower-data';
import { money } from '../../db/convert';
import { fromUsDate, queryBuilder, type RowOf, usDate } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

/** An employment record as answered by UpdateBorrowerEmployment and GetBorrowerData. */
export type EmploymentRecord = EmploymentInfo;

function selectEmployments(db: Queryable) {
  return queryBuilder(db).selectFrom('employments as e')
    .leftJoin('employmentIncomes as i', 'i.employmentId', 'e.employmentId')
    .leftJoin('incomeTypes as t', 't.incomeTypeId', 'e.militaryIncomeTypeId')
    .select((eb) => [
      'e.employmentId', 'e.applicationId', 'e.employerName', 'e.position', 'e.phoneNumber', 'e.streetAddress',
      'e.unitNum', 'e.city', 'e.state', 'e.zipCode', 'e.country',
      usDate(eb.ref('e.startDate')).as('startDate'), usDate(eb.ref('e.endDate')).as('endDate'),
      'e.currentEmployerInd', 'e.previousEmployerInd', 'e.primaryEmploymentInd', 'e.isMilitaryEmployment',
      'e.selfEmployedInd', 'e.specialEmploymentInd', 'e.ownershipShare', 'e.monthlyIncomeOrLoss', 'e.activeInd',
      eb('i.employmentId', 'is not', null).as('hasIncome'), 'i.monthlyBaseIncome', 'i.overtimeIncome', 'i.bonusIncome',
      'i.commissionsIncome', 'i.otherIncome', 'e.militaryIncomeTypeId', 't.description as militaryIncomeType',
      'e.militaryIncome',
    ])
    .$narrowType<{ ownershipShare: EmploymentInfo['ownershipShare'] }>();
}

type EmploymentRow = RowOf<typeof selectEmployments>;

function toRecord(r: EmploymentRow): EmploymentRecord {
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
  const rows = await selectEmployments(db).where('e.applicationId', '=', applicationId).where('e.activeInd', '=', true)
    .orderBy('e.employmentId').execute();
  return rows.map(toRecord);
}

export async function findEmployment(db: Queryable, employmentId: number): Promise<EmploymentRecord | null> {
  const row = await selectEmployments(db).where('e.employmentId', '=', employmentId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** employmentId -> applicationId of the named records that exist. */
export async function employmentOwners(db: Queryable, employmentIds: number[]): Promise<Map<number, number>> {
  if (employmentIds.length === 0) return new Map();
  const rows = await queryBuilder(db).selectFrom('employments').select(['employmentId', 'applicationId'])
    .where('employmentId', 'in', employmentIds).execute();
  return new Map(rows.map((r) => [r.employmentId, r.applicationId]));
}

/** The ids of the income types that are military income. */
export async function militaryIncomeTypeIds(db: Queryable): Promise<Set<number>> {
  const rows = await queryBuilder(db).selectFrom('incomeTypes').select('incomeTypeId').where('militaryIncomeInd', '=', true)
    .execute();
  return new Set(rows.map((r) => r.incomeTypeId));
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

/** The columns as stored: the two dates are parsed from MM/DD/YYYY. */
const stored = (c: EmploymentColumns) => ({ ...c, startDate: fromUsDate(c.startDate), endDate: fromUsDate(c.endDate) });

export async function insertEmployment(db: Queryable, applicationId: number, c: EmploymentColumns): Promise<number> {
  const row = await queryBuilder(db).insertInto('employments').values({ applicationId, ...stored(c), activeInd: true })
    .returning('employmentId').executeTakeFirstOrThrow(() => new Error('employment was not inserted'));
  return row.employmentId;
}

export async function updateEmployment(db: Queryable, employmentId: number, c: EmploymentColumns): Promise<void> {
  await queryBuilder(db).updateTable('employments').set({ ...stored(c), activeInd: true })
    .where('employmentId', '=', employmentId).execute();
}

/** Soft delete: the record stays, inactive. */
export async function deactivateEmployment(db: Queryable, employmentId: number): Promise<void> {
  await queryBuilder(db).updateTable('employments').set({ activeInd: false }).where('employmentId', '=', employmentId).execute();
}

export interface IncomeColumns {
  monthlyBaseIncome: number | null; overtimeIncome: number; bonusIncome: number; commissionsIncome: number; otherIncome: number;
}

export async function saveEmploymentIncome(db: Queryable, employmentId: number, i: IncomeColumns): Promise<void> {
  await queryBuilder(db).insertInto('employmentIncomes').values({ employmentId, ...i })
    .onConflict((oc) => oc.column('employmentId').doUpdateSet((eb) => ({
      monthlyBaseIncome: eb.ref('excluded.monthlyBaseIncome'), overtimeIncome: eb.ref('excluded.overtimeIncome'),
      bonusIncome: eb.ref('excluded.bonusIncome'), commissionsIncome: eb.ref('excluded.commissionsIncome'),
      otherIncome: eb.ref('excluded.otherIncome'),
    })))
    .execute();
}
