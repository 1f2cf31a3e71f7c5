import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY } from '../../helpers/test-app';
import { invalidAnswer, requiredMessage } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const PERSONAL = 'info/personal';
const { call, profileOf } = t;

const janeBody = {
  applicationId: 7001, borrowerId: 5001, firstName: 'Jane', lastName: 'Doe', dateOfBirth: '01/15/1980',
  citizenshipStatus: 'USCitizen', maritalStatus: 'Married', creditTypeId: 1, alternateNameInd: false,
  dependentsInd: false,
};

describe('GetBorrowerData', () => {
  it("returns Jane's profile with null marital status and the missing values", async () => {
    const res = await call(t.jane, '/api/GetBorrowerData', { applicationId: 7001 }, false);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ applicationId: 7001, offerId: '1001', borrowerId: 5001, loanNumber: '202301001',
      applicationStatusId: 1, creditTypeId: 1, jointCreditBorrowerId: null, potentialJointBorrowers: [],
      missingValues: ['Marital status not on file'], showRealEstateSection: false });
    expect(p.borrowerInfo).toMatchObject({ firstName: 'Jane', lastName: 'Doe', maritalStatus: null, middleName: null,
      dateOfBirth: '01/15/1980', citizenshipStatus: 'USCitizen', alternateNameInfo: null, dependentInfo: [] });
    expect(p.borrowerInfo.borrowerAddressInfo[0]).toMatchObject({ addressTypeId: 1,
      addressInfo: { streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL', zipCode: '62701' } });
    expect(p.contactInfo.emailAddress).toBe('jane.doe@example.com');
    expect(p.employmentInfo[0].incomeInfo.monthlyBaseIncome).toBe(6200);
    expect(p.totalCurrentIncome).toBe(6510);
    expect(p.assetInfo).toHaveLength(2);
  });

  it("lets John read Mary's application on the same offer", async () => {
    const p = await profileOf(t.john, MARY.applicationId);
    expect(p.borrowerInfo.alternateNameInfo).toMatchObject({ alternateFirstName: 'Mary', alternateLastName: 'Johnson' });
    expect(p.potentialJointBorrowers).toEqual([{ borrowerId: 5002, firstName: 'John', lastName: 'Smith', activeInd: true }]);
  });
});

describe('UpdateBorrowerData', () => {
  it('saves and reads back personal data, dependents and alternate name', async () => {
    const body = { ...janeBody, middleName: 'Q', suffixName: 'Other', otherSuffix: 'Esq', alternateNameInd: true,
      alternateNameInfo: { alternateFirstName: 'Janet', alternateLastName: 'Smith', borrowerId: 5001, activeInd: true },
      dependentsInd: true, dependentInfo: [{ dependentAge: 0, borrowerId: 5001, activeInd: true },
        { dependentAge: 7, borrowerId: 5001, activeInd: true }] };
    const res = await call(t.jane, '/api/UpdateBorrowerData', body);
    expect(res.statusCode).toBe(200);
    const again = await profileOf(t.jane, 7001);
    expect(res.json()).toEqual(again);
    expect(again.missingValues).toEqual([]);
    expect(again.borrowerInfo).toMatchObject({ middleName: 'Q', suffixName: 'Other', otherSuffix: 'Esq',
      maritalStatus: 'Married', alternateNameInd: true, dependentsInd: true,
      alternateNameInfo: { alternateFirstName: 'Janet', alternateMiddleName: null, alternateLastName: 'Smith' } });
    expect(again.borrowerInfo.dependentInfo.map((d: { dependentAge: number }) => d.dependentAge)).toEqual([0, 7]);

    const [first, second] = again.borrowerInfo.dependentInfo;
    const removed = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, dependentsInd: true, dependentInfo: [
      { dependentId: first.dependentId, dependentAge: 0, borrowerId: 5001, activeInd: false },
      { dependentId: second.dependentId, dependentAge: 7, borrowerId: 5001, activeInd: true }] });
    expect(removed.json().borrowerInfo.dependentInfo.map((d: { dependentAge: number }) => d.dependentAge)).toEqual([7]);
    // The list sent is the borrower's dependents: a saved one it leaves out is removed too.
    const added = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, dependentsInd: true, dependentInfo: [
      { dependentAge: 3, borrowerId: 5001, activeInd: true }] });
    expect(added.json().borrowerInfo.dependentInfo.map((d: { dependentAge: number }) => d.dependentAge)).toEqual([3]);
    const none = await call(t.jane, '/api/UpdateBorrowerData', janeBody);
    expect(none.json().borrowerInfo).toMatchObject({ dependentInfo: [], alternateNameInfo: null, alternateNameInd: false });
  });

  it("stores no answer the personal screen's schema does not reveal (Other Suffix without the suffix Other)", async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, suffixName: 'Jr.', otherSuffix: 'Esq',
      alternateNameInd: false, alternateNameInfo: { alternateFirstName: 'Janet', alternateLastName: 'Smith', borrowerId: 5001, activeInd: true } });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(t.jane, 7001)).borrowerInfo).toMatchObject({ suffixName: 'Jr.', otherSuffix: null, alternateNameInfo: null });
  });

  it('stores a joint borrower only with joint credit (the screen clears it otherwise)', async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, creditTypeId: 1, jointCreditBorrowerId: 5003 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditTypeId: 1, jointCreditBorrowerId: null });
  });

  it('saves dependents that leave their borrowerId out as the body borrower\'s', async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, dependentsInd: true, dependentInfo: [
      { dependentAge: 4, activeInd: true }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().borrowerInfo.dependentInfo).toMatchObject([{ dependentAge: 4, borrowerId: 5001 }]);
  });

  it('saves joint credit for John with Mary', async () => {
    const body = { ...janeBody, applicationId: 7002, borrowerId: 5002, firstName: 'John', lastName: 'Smith',
      dateOfBirth: '03/02/1975', creditTypeId: 2, jointCreditBorrowerId: 5003, dependentsInd: true,
      dependentInfo: [{ dependentAge: 13, borrowerId: 5002, activeInd: true }] };
    const onFile = (await profileOf(t.john, 7002)).borrowerInfo.dependentInfo as { dependentId: number; dependentAge: number }[];
    body.dependentInfo = [...onFile.map((d) => ({ dependentId: d.dependentId, dependentAge: d.dependentAge, borrowerId: 5002, activeInd: true })),
      ...body.dependentInfo] as typeof body.dependentInfo;
    const res = await call(t.john, '/api/UpdateBorrowerData', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditTypeId: 2, jointCreditBorrowerId: 5003 });
    expect((await profileOf(t.john, 7002)).borrowerInfo.dependentInfo.map((d: { dependentAge: number }) => d.dependentAge))
      .toEqual([12, 9, 13]);
  });

  it('answers 400 with every failing field and stores nothing', async () => {
    const before = await profileOf(t.jane, 7001);
    const lastName = invalidAnswer(PERSONAL, '.lastName');
    const maritalStatus = invalidAnswer(PERSONAL, '.maritalStatus');
    const dependentAge = invalidAnswer(PERSONAL, '.dependentInfo.0.dependentAge');
    const res = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, firstName: undefined, lastName: lastName.value,
      maritalStatus: maritalStatus.value, dependentsInd: true,
      dependentInfo: [{ dependentAge: dependentAge.value, borrowerId: 5001, activeInd: true }] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request',
      message: 'Some fields need attention.' });
    const fields = body.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'maritalStatus', 'dependentInfo.0.dependentAge']));
    expect(body.fields).toContainEqual({ field: 'firstName', message: requiredMessage(PERSONAL, '.firstName') });
    expect(await profileOf(t.jane, 7001)).toEqual(before);
  });

  it.each([['a string', 'x'], ['a number', 5], ['an object', {}], ['a boolean', true], ['a list of null', [null]]])(
    'answers 400 naming dependentInfo when it is %s, even with no dependents, and stores nothing',
    async (_, dependentInfo) => {
      const before = await profileOf(t.jane, 7001);
      const res = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, dependentsInd: false, dependentInfo });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContainEqual(expect.stringMatching(/^dependentInfo\b/));
      expect(await profileOf(t.jane, 7001)).toEqual(before);
    },
  );

  it('403 when the body names a borrower of another loan, nothing stored', async () => {
    const before = await profileOf(t.jane, 7001);
    const res = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, applicationId: 7002, borrowerId: 5002 });
    expect(res.statusCode).toBe(403);
    const joint = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, maritalStatus: 'Separated',
      creditTypeId: 2, jointCreditBorrowerId: 5003 });
    expect(joint.statusCode).toBe(403);
    expect(await profileOf(t.jane, 7001)).toEqual(before);
  });

  it('answers malformed JSON and a wrong content type with 4xx, never 500', async () => {
    const headers = { cookie: t.jane.cookie, 'x-csrf-token': t.jane.csrfToken };
    const bad = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerData',
      headers: { ...headers, 'content-type': 'application/json' }, payload: '{"firstName": ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const text = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerData',
      headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers input the database cannot hold with 400, never 500, and stores nothing', async () => {
    const before = await profileOf(t.jane, 7001);
    const nul = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, firstName: 'Ja\u0000ne' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('BAD_REQUEST');
    const huge = await call(t.jane, '/api/UpdateBorrowerData', { ...janeBody, applicationId: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toContainEqual({ field: 'applicationId', message: 'is not a known identifier.' });
    expect(await profileOf(t.jane, 7001)).toEqual(before);
  });
});
