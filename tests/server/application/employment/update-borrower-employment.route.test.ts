import { describe, expect, it } from 'vitest';
import { cleanBody } from '../../../../src/shared/clean-body';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { JANE, JOHN, MARY, type Verified } from '../../helpers/test-app';
import { invalidAnswer, requiredMessage, valueAt } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const save = (s: Verified, items: unknown[]) => call(s, '/api/UpdateBorrowerEmployment', items);
const employmentsOf = async (s: Verified, applicationId: number) =>
  (await profileOf(s, applicationId)).employmentInfo as
    { employmentId: number; employerName: string; activeInd: boolean }[];
const countRows = async (): Promise<number> =>
  Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM employments'))[0]?.n);

const EMPLOYMENT = 'info/employment';
const ENTITLEMENT = 'info/entitlement';

const janeJob = {
  applicationId: JANE.applicationId, employerName: 'Lincoln Library', position: 'Archivist', phoneNumber: '2175550123',
  streetAddress: '326 S 7th St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US',
  startDate: '04/01/2021', currentEmployerInd: true, previousEmployerInd: false, isMilitaryEmployment: false,
  selfEmployedInd: false, specialEmploymentInd: false, activeInd: true,
};

describe('UpdateBorrowerEmployment', () => {
  it('saves a new current job, answers it first with its employmentId, and GetBorrowerData shows it', async () => {
    const res = await save(t.jane, [janeJob]);
    expect(res.statusCode).toBe(200);
    const [saved] = res.json();
    expect(saved).toMatchObject({ ...janeJob, employmentId: expect.any(Number), endDate: null, incomeInfo: null,
      militaryIncomeInfo: null });
    expect((await employmentsOf(t.jane, JANE.applicationId)).map((e) => e.employerName)).toContain('Lincoln Library');

    const income = await save(t.jane, [{ ...janeJob, employmentId: saved.employmentId,
      incomeInfo: { monthlyBaseIncome: 3000, bonusIncome: 150 } }]);
    expect(income.json()[0].incomeInfo).toMatchObject({ monthlyBaseIncome: 3000, overtimeIncome: 0, bonusIncome: 150,
      commissionsIncome: 0, otherIncome: 0 });
  });

  it('rejects the end date of a previous job that the screen refuses (as one on or before its start date)', async () => {
    const ends = invalidAnswer(EMPLOYMENT, '.endDate');
    const res = await save(t.jane, [{ ...janeJob, previousEmployerInd: true, currentEmployerInd: false,
      startDate: valueAt(ends.formData, '.startDate'), endDate: ends.value, incomeInfo: valueAt(ends.formData, '.incomeInfo') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ field: '0.endDate', message: ends.message });
  });

  it('a previous job keeps its end date and is never special; state and ZIP dropped abroad', async () => {
    const res = await save(t.jane, [{ ...janeJob, previousEmployerInd: true, currentEmployerInd: false,
      specialEmploymentInd: true, endDate: '03/31/2023', incomeInfo: { monthlyBaseIncome: 2500 },
      country: 'CA', city: 'Toronto', state: 'ON', zipCode: '12345' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ previousEmployerInd: true, currentEmployerInd: false, specialEmploymentInd: false,
      endDate: '03/31/2023', state: null, zipCode: null, country: 'CA' });
  });

  it('decides the primary job itself, whatever the body says: a new current job is primary only when no current job is on file, and a job keeps its own', async () => {
    const onFile = (await profileOf(t.jane, JANE.applicationId)).employmentInfo as { employmentId: number; isMilitaryEmployment: boolean }[];
    const civilian = onFile.filter((job) => !job.isMilitaryEmployment);
    if (civilian.length > 0) {
      const gone = await save(t.jane, civilian.map((job) => ({ applicationId: JANE.applicationId, employmentId: job.employmentId, activeInd: false })));
      expect(gone.statusCode).toBe(200);
    }
    const first = (await save(t.jane, [{ ...janeJob, primaryEmploymentInd: false }])).json()[0];
    expect(first.primaryEmploymentInd).toBe(true);
    const second = (await save(t.jane, [{ ...janeJob, employerName: 'Second Co', primaryEmploymentInd: true }])).json()[0];
    expect(second.primaryEmploymentInd).toBe(false);
    const again = (await save(t.jane, [{ ...janeJob, employmentId: first.employmentId, primaryEmploymentInd: false }])).json()[0];
    expect(again.primaryEmploymentInd).toBe(true);
    const previous = (await save(t.jane, [{ ...janeJob, employerName: 'Old Co', previousEmployerInd: true, currentEmployerInd: false,
      endDate: '03/31/2020', startDate: '01/01/2019', incomeInfo: { monthlyBaseIncome: 100 }, primaryEmploymentInd: true }])).json()[0];
    expect(previous.primaryEmploymentInd).toBe(false);
  });

  it('saves a military entitlement with its income type and amount', async () => {
    const res = await save(t.jane, [{ applicationId: JANE.applicationId, employerName: 'U.S. Army', startDate: '06/01/2010',
      isMilitaryEmployment: true, activeInd: true,
      militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 1200.5, applicationId: JANE.applicationId } }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ isMilitaryEmployment: true, currentEmployerInd: true,
      militaryIncomeInfo: { incomeTypeId: 20, incomeType: 'Military Base Pay', militaryIncome1: 1200.5 } });
    const notMilitary = await save(t.jane, [{ applicationId: JANE.applicationId, employerName: 'U.S. Army',
      startDate: '06/01/2010', isMilitaryEmployment: true, activeInd: true,
      militaryIncomeInfo: { incomeTypeId: 1, militaryIncome1: 10 } }]);
    expect(notMilitary.statusCode).toBe(400);
  });

  it('answers 400 with the field messages and stores nothing', async () => {
    const before = await countRows();
    const start = invalidAnswer(EMPLOYMENT, '.startDate');
    const res = await save(t.jane, [
      { ...janeJob, employerName: 'Fine Co' },
      { ...janeJob, employerName: undefined, startDate: start.value, selfEmployedInd: true },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(expect.arrayContaining([
      { field: '1.employerName', message: requiredMessage(EMPLOYMENT, '.employerName') },
      { field: '1.startDate', message: start.message },
      { field: '1.ownershipShare', message: requiredMessage(EMPLOYMENT, '.ownershipShare') },
    ]));
    const previous = await save(t.jane, [{ ...janeJob, previousEmployerInd: true }]);
    expect(previous.statusCode).toBe(400);
    expect(previous.json().fields).toEqual(expect.arrayContaining([
      { field: '0.endDate', message: requiredMessage(EMPLOYMENT, '.endDate') },
    ]));
    const entitlement = await save(t.jane, [{ applicationId: JANE.applicationId, employerName: 'U.S. Navy',
      startDate: '06/01/2010', isMilitaryEmployment: true, activeInd: true, militaryIncomeInfo: { incomeTypeId: 20 } }]);
    expect(entitlement.json().fields).toEqual([
      { field: '0.militaryIncomeInfo.militaryIncome1', message: requiredMessage(ENTITLEMENT, '.militaryIncomeInfo.militaryIncome1') },
    ]);
    expect(await countRows()).toBe(before);
  });

  it("answers 403 for another offer's application or employment, and stores nothing", async () => {
    const before = await countRows();
    expect((await save(t.jane, [{ ...janeJob, applicationId: JOHN.applicationId }])).statusCode).toBe(403);
    const [johnJob] = await employmentsOf(t.john, JOHN.applicationId);
    expect((await save(t.jane, [{ ...janeJob, employmentId: johnJob?.employmentId }])).statusCode).toBe(403);
    // Same offer, but the record belongs to Mary's application.
    const [maryJob] = await employmentsOf(t.john, MARY.applicationId);
    expect((await save(t.john, [{ ...janeJob, applicationId: JOHN.applicationId, employmentId: maryJob?.employmentId }]))
      .statusCode).toBe(403);
    expect((await save(t.jane, [janeJob, { ...janeJob, applicationId: JOHN.applicationId }])).statusCode).toBe(403);
    expect(await countRows()).toBe(before);
  });

  it('needs the session and the CSRF header', async () => {
    expect((await call(t.jane, '/api/UpdateBorrowerEmployment', [janeJob], false)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerEmployment', payload: [janeJob] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('soft deletes: the record saved again with activeInd false leaves the profile', async () => {
    const [created] = (await save(t.jane, [{ ...janeJob, employerName: 'Short Stint Inc' }])).json();
    // As the browser sends it: cleanBody drops the null fields.
    const res = await save(t.jane, cleanBody([{ ...created, activeInd: false }]));
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ employmentId: created.employmentId, activeInd: false });
    expect((await employmentsOf(t.jane, JANE.applicationId)).map((e) => e.employmentId)).not.toContain(created.employmentId);
    const rows = await t.testDb.db.query<{ active: boolean }>('SELECT active_ind AS active FROM employments WHERE employment_id = $1',
      [created.employmentId]);
    expect(rows).toEqual([{ active: false }]);
  });
});
