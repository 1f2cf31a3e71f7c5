import { fromUsDate, queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';
import type { OfferBorrower } from './offer-document';

/** Employers (current and previous) with their monthly income, military entitlements and other incomes. */
export async function insertIncomeRecords(db: Queryable, applicationId: number, b: OfferBorrower): Promise<void> {
  const q = queryBuilder(db);
  for (const e of b.employments ?? []) {
    const a = e.address;
    const { employmentId } = await q.insertInto('employments')
      .values({
        employmentId: e.employmentId, applicationId, employerName: e.employerName, position: e.position ?? null,
        phoneNumber: e.phoneNumber ?? null, streetAddress: a?.streetAddress ?? null, unitNum: a?.unitNum ?? null,
        city: a?.city ?? null, state: a?.state ?? null, zipCode: a?.zipCode ?? null, country: a?.country ?? null,
        startDate: fromUsDate(e.startDate), endDate: fromUsDate(e.endDate ?? null), currentEmployerInd: e.current,
        previousEmployerInd: !e.current, primaryEmploymentInd: e.primary ?? e.current, isMilitaryEmployment: false,
        selfEmployedInd: e.selfEmployed ?? false, specialEmploymentInd: false,
      })
      .returning('employmentId').executeTakeFirstOrThrow(() => new Error('employment was not inserted'));
    const i = e.income;
    await q.insertInto('employmentIncomes')
      .values({
        employmentId, monthlyBaseIncome: i.base, overtimeIncome: i.overtime ?? 0, bonusIncome: i.bonus ?? 0,
        commissionsIncome: i.commissions ?? 0, otherIncome: i.other ?? 0,
      })
      .execute();
  }
  for (const m of b.militaryEntitlements ?? []) {
    await q.insertInto('employments')
      .values({
        employmentId: m.employmentId, applicationId, employerName: m.employerName, startDate: fromUsDate(m.startDate),
        currentEmployerInd: true, previousEmployerInd: false, primaryEmploymentInd: false, isMilitaryEmployment: true,
        militaryIncomeTypeId: m.incomeTypeId, militaryIncome: m.amount,
      })
      .execute();
  }
  for (const income of b.additionalIncomes ?? []) {
    await q.insertInto('additionalIncomes')
      .values({
        additionalIncomeId: income.additionalIncomeId, applicationId, incomeTypeId: income.incomeTypeId,
        additionalIncome1: income.amount,
      })
      .execute();
  }
}
