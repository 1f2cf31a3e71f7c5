import type { UpdateBorrowerEmploymentBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  deactivateEmployment, type EmploymentColumns, type EmploymentRecord, employmentOwners, findEmployment, insertEmployment,
  listEmployments, militaryIncomeTypeIds, saveEmploymentIncome, updateEmployment,
} from './employments';

type EmploymentItem = UpdateBorrowerEmploymentBody[number];

const US = 'US';

/** A job on file is a current one by its flag; a record without the flag is current unless it is a previous one. */
const isCurrent = (job: EmploymentRecord): boolean => job.currentEmployerInd ?? job.previousEmployerInd !== true;

/**
 * Whether the job is the borrower's primary one, decided here whatever the body says: a military item never is; a job
 * on file keeps its own answer; a previous job is not; a current job is when the application had no current
 * (non-military) job on file before this save.
 */
function primaryOf(item: EmploymentItem, previous: boolean, onFile: EmploymentRecord[]): boolean {
  if (item.isMilitaryEmployment === true) return false;
  const own = item.employmentId === undefined ? undefined : onFile.find((job) => job.employmentId === item.employmentId);
  if (own?.primaryEmploymentInd != null) return own.primaryEmploymentInd;
  return !previous && !onFile.some((job) => !job.isMilitaryEmployment && isCurrent(job));
}

/**
 * The columns of one active item, with the screens' transitions enforced again: currentEmployerInd is the inverse of
 * previousEmployerInd; a current job has no end date; a previous one is never special employment; state and ZIP only
 * for US (or empty) countries; ownership share and income or loss only when self-employed. Military items are current
 * jobs carrying their income type and amount. `onFile`: the application's active jobs before this save.
 */
function columnsOf(item: EmploymentItem, onFile: EmploymentRecord[]): EmploymentColumns {
  const military = item.isMilitaryEmployment === true;
  const previous = !military && (item.previousEmployerInd ?? item.currentEmployerInd === false);
  const selfEmployed = !military && item.selfEmployedInd === true;
  const usAddress = !item.country || item.country === US;
  const income = military ? item.militaryIncomeInfo : undefined;
  return {
    employerName: item.employerName ?? null, position: item.position ?? null, phoneNumber: item.phoneNumber ?? null,
    streetAddress: item.streetAddress ?? null, unitNum: item.unitNum ?? null, city: item.city ?? null,
    state: usAddress ? (item.state ?? null) : null, zipCode: usAddress ? (item.zipCode ?? null) : null,
    country: item.country ?? null, startDate: item.startDate ?? null, endDate: previous ? (item.endDate ?? null) : null,
    currentEmployerInd: !previous, previousEmployerInd: previous, primaryEmploymentInd: primaryOf(item, previous, onFile),
    isMilitaryEmployment: military, selfEmployedInd: military ? false : (item.selfEmployedInd ?? null),
    specialEmploymentInd: previous || military ? false : (item.specialEmploymentInd ?? null),
    ownershipShare: selfEmployed ? (item.ownershipShare ?? null) : null,
    monthlyIncomeOrLoss: selfEmployed ? (item.monthlyIncomeOrLoss ?? null) : null,
    militaryIncomeTypeId: income?.incomeTypeId ?? null, militaryIncome: income?.militaryIncome1 ?? null,
  };
}

/** Each named employmentId must exist and belong to its item's application (which the caller checked is the offer's). */
async function assertOwnRecords(tx: Queryable, items: EmploymentItem[]): Promise<void> {
  const ids = items.flatMap((i) => (i.employmentId === undefined ? [] : [i.employmentId]));
  const owners = await employmentOwners(tx, ids);
  if (items.some((i) => i.employmentId !== undefined && owners.get(i.employmentId) !== i.applicationId)) {
    throw new AppError('FORBIDDEN');
  }
}

async function assertMilitaryTypes(tx: Queryable, items: EmploymentItem[]): Promise<void> {
  const military = await militaryIncomeTypeIds(tx);
  const fields = items.flatMap((item, index) => {
    const typeId = item.militaryIncomeInfo?.incomeTypeId;
    const bad = item.activeInd && item.isMilitaryEmployment === true && (typeId === undefined || !military.has(typeId));
    return bad ? [{ field: `${index}.militaryIncomeInfo.incomeTypeId`, message: 'Income Type must be one of the listed options.' }] : [];
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', fields);
}

async function saveOne(tx: Queryable, item: EmploymentItem, onFile: EmploymentRecord[]): Promise<number> {
  if (!item.activeInd) {
    const id = item.employmentId as number; // the body schema requires it on a soft delete
    await deactivateEmployment(tx, id);
    return id;
  }
  const columns = columnsOf(item, onFile);
  const id = item.employmentId ?? (await insertEmployment(tx, item.applicationId, columns));
  if (item.employmentId !== undefined) await updateEmployment(tx, id, columns);
  const income = item.incomeInfo;
  if (income && !columns.isMilitaryEmployment) {
    await saveEmploymentIncome(tx, id, {
      monthlyBaseIncome: income.monthlyBaseIncome ?? null, overtimeIncome: income.overtimeIncome ?? 0,
      bonusIncome: income.bonusIncome ?? 0, commissionsIncome: income.commissionsIncome ?? 0, otherIncome: income.otherIncome ?? 0,
    });
  }
  return id;
}

/** Saves the items in order (call inside a transaction) and answers them as stored, in the same order. */
export async function saveEmployments(tx: Queryable, items: EmploymentItem[]): Promise<EmploymentRecord[]> {
  await assertOwnRecords(tx, items);
  await assertMilitaryTypes(tx, items);
  const onFile = new Map<number, EmploymentRecord[]>();
  for (const applicationId of new Set(items.map((item) => item.applicationId))) onFile.set(applicationId, await listEmployments(tx, applicationId));
  const saved: EmploymentRecord[] = [];
  for (const item of items) {
    const record = await findEmployment(tx, await saveOne(tx, item, onFile.get(item.applicationId) ?? []));
    if (record) saved.push(record);
  }
  return saved;
}
