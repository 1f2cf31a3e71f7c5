import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY } from '../../helpers/test-app';
import { describeTypeList } from '../../helpers/type-list';
import { invalidAnswer, requiredMessage, validValue } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const incomeRows = async (applicationId: number) =>
  t.testDb.db.query<{ id: number; active: boolean }>(
    'SELECT additional_income_id AS id, active_ind AS active FROM additional_incomes WHERE application_id = $1 ORDER BY 1',
    [applicationId],
  );

describeTypeList(t, '/api/GetIncomeType', [
  { incomeTypeId: 1, description: 'Alimony', militaryIncomeInd: false },
  { incomeTypeId: 20, description: 'Military Base Pay', militaryIncomeInd: true },
]);

const INCOME = 'info/other-income';

describe('UpdateBorrowerAdditionalIncome', () => {
  const item = { applicationId: 7001, incomeTypeId: 1, incomeType: 'Alimony', additionalIncome1: 850, activeInd: true };

  it('inserts, updates and soft-deletes; GetBorrowerData lists only active records', async () => {
    const added = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [item, { ...item, incomeTypeId: 5, additionalIncome1: 1200.5 }]);
    expect(added.statusCode).toBe(200);
    const [first, second] = added.json() as { additionalIncomeId: number }[];
    expect(added.json()).toEqual([
      { additionalIncomeId: first?.additionalIncomeId, applicationId: 7001, incomeTypeId: 1, incomeType: 'Alimony',
        additionalIncome1: 850, activeInd: true },
      { additionalIncomeId: second?.additionalIncomeId, applicationId: 7001, incomeTypeId: 5, incomeType: 'Pension',
        additionalIncome1: 1200.5, activeInd: true },
    ]);
    let p = await profileOf(t.jane, 7001);
    expect(p.additionalIncomeInfo).toHaveLength(2);
    expect(p.totalAdditionalIncome).toBe(2050.5);

    const updated = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [
      { ...item, additionalIncomeId: first?.additionalIncomeId, incomeTypeId: 2, additionalIncome1: 400 }]);
    expect(updated.json()).toEqual([{ additionalIncomeId: first?.additionalIncomeId, applicationId: 7001, incomeTypeId: 2,
      incomeType: 'Child Support', additionalIncome1: 400, activeInd: true }]);

    const deleted = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [
      { additionalIncomeId: second?.additionalIncomeId, applicationId: 7001, activeInd: false }]);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([{ additionalIncomeId: second?.additionalIncomeId, applicationId: 7001, incomeTypeId: 5,
      incomeType: 'Pension', additionalIncome1: 1200.5, activeInd: false }]);
    p = await profileOf(t.jane, 7001);
    expect(p.additionalIncomeInfo.map((a: { additionalIncomeId: number }) => a.additionalIncomeId)).toEqual([first?.additionalIncomeId]);
    expect(p.totalAdditionalIncome).toBe(400);
    expect(await incomeRows(7001)).toEqual([
      { id: first?.additionalIncomeId, active: true }, { id: second?.additionalIncomeId, active: false }]);
  });

  it('rejects what the screen rejects with the field messages, and stores nothing', async () => {
    const before = await incomeRows(7001);
    const valid = { ...item, additionalIncome1: validValue(INCOME, '.additionalIncome1') };
    const missing = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [valid, { applicationId: 7001, activeInd: true }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([
      { field: '1.incomeTypeId', message: requiredMessage(INCOME, '.incomeTypeId') },
      { field: '1.additionalIncome1', message: requiredMessage(INCOME, '.additionalIncome1') },
    ]);
    const amount = invalidAnswer(INCOME, '.additionalIncome1');
    const refused = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [{ ...valid, additionalIncome1: amount.value }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: '0.additionalIncome1', message: amount.message }]);
    const other = invalidAnswer(INCOME, '.additionalIncome1', [amount.message]);
    const otherRefused = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [{ ...valid, additionalIncome1: other.value }]);
    expect(otherRefused.statusCode).toBe(400);
    expect(otherRefused.json().fields).toEqual([{ field: '0.additionalIncome1', message: other.message }]);
    const military = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [valid, { ...valid, incomeTypeId: 20 }]);
    expect(military.statusCode).toBe(400);
    expect(military.json().fields.map((f: { field: string }) => f.field)).toEqual(['1.incomeTypeId']);
    const unknownType = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [{ ...valid, incomeTypeId: 999 }]);
    expect(unknownType.statusCode).toBe(400);
    expect((await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [])).statusCode).toBe(400);
    expect((await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', valid)).statusCode).toBe(400);
    expect(await incomeRows(7001)).toEqual(before);
  });

  it('needs the CSRF header', async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [item], false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's application or record, in one transaction (nothing stored)", async () => {
    const johns = await call(t.john, '/api/UpdateBorrowerAdditionalIncome', [{ ...item, applicationId: 7002 }]);
    expect(johns.statusCode).toBe(200);
    const johnsId = (johns.json() as { additionalIncomeId: number }[])[0]?.additionalIncomeId;
    const before = await incomeRows(7001);

    const otherApp = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [item, { ...item, applicationId: 7002 }]);
    expect(otherApp.statusCode).toBe(403);
    const otherRecord = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [item,
      { ...item, additionalIncomeId: johnsId }]);
    expect(otherRecord.statusCode).toBe(403);
    expect(otherRecord.json().code).toBe('FORBIDDEN');
    const otherDelete = await call(t.jane, '/api/UpdateBorrowerAdditionalIncome', [
      { additionalIncomeId: johnsId, applicationId: 7001, activeInd: false }]);
    expect(otherDelete.statusCode).toBe(403);
    // Mary's application is on John's offer, but John's record is not Mary's.
    const moved = await call(t.john, '/api/UpdateBorrowerAdditionalIncome', [
      { ...item, additionalIncomeId: johnsId, applicationId: MARY.applicationId }]);
    expect(moved.statusCode).toBe(403);

    expect(await incomeRows(7001)).toEqual(before);
    expect(await incomeRows(7002)).toEqual([{ id: johnsId, active: true }]);
    // Mary keeps only her seeded child support (70031): the rejected body stored nothing for her.
    expect(await incomeRows(MARY.applicationId)).toEqual([{ id: MARY.applicationId * 10 + 1, active: true }]);
  });
});
