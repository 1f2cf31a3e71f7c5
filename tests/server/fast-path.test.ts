// The fast path's calls as a borrower makes them: section review statuses, the application status,
// work on a co-borrower's application, the loan boundary, bad input and the submission.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/seed/seed-demo';
import { emptyTables } from './helpers/empty-tables';
import { post } from './helpers/journey';
import { JANE, JOHN, MARY, testKeys, verify, type Verified } from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';
import { specAnswer } from './helpers/spec-answer';

const t = useTestApp({ seed: false });
let jane: Verified;
let john: Verified;
/** The tables the demo seed fills: every table the migrations leave empty (their reference data stays). */
const seededTables: string[] = [];

// One t.app per file, but every test starts from freshly seeded demo data (and new sessions): a test never sees
// what another stored. Emptying and reseeding costs a fraction of a new database and t.app per test.
beforeAll(async () => {
  const tables = await t.testDb.db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
  );
  for (const { name } of tables) {
    const [row] = await t.testDb.db.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM "${name}") AS filled`);
    if (!row?.filled) seededTables.push(name);
  }
});
beforeEach(async () => {
  await emptyTables(t.testDb.db, seededTables);
  await seedDemoData(t.testDb.db, testKeys());
  jane = await verify(t.app, JANE);
  john = await verify(t.app, JOHN);
});

interface StatusBorrower {
  borrowerId: number;
  applicationStatus: string;
  applicationStatusId: number;
  priorLoanReviewStatus: string;
  declarationsReviewStatus: string;
  demographicsReviewStatus: string;
}

const setStatus = (s: Verified, body: object, csrf = true) =>
  post(t.app, '/api/UpdateApplicationStatus', { offerId: JOHN.offerId, ...body }, s, { csrf });
const tracked = async (s: Verified): Promise<StatusBorrower[]> =>
  (await post(t.app, '/api/GetTrackedBorrowers', {}, s, { csrf: false })).json();
const offerStatus = async (s: Verified) =>
  (await t.app.inject({ method: 'GET', url: `/api/GetOfferStatus/?offerID=${JOHN.offerId}`, headers: { cookie: s.cookie } })).json();
const dashboard = async (s: Verified) =>
  (await post(t.app, '/api/GetBorrowerDashboardData', { offerId: JOHN.offerId }, s, { csrf: false })).json();
const profile = async (s: Verified, applicationId: number) =>
  (await post(t.app, '/api/GetBorrowerData', { applicationId }, s, { csrf: false })).json();
const entryOf = <T extends { borrowerId: number }>(list: T[], borrowerId: number): T | undefined =>
  list.find((b) => b.borrowerId === borrowerId);

const toDo = {
  applicationStatus: 'To Do', applicationStatusId: 1, priorLoanReviewStatus: 'To Do', declarationsReviewStatus: 'To Do',
  demographicsReviewStatus: 'To Do',
};

describe('section review statuses (UpdateApplicationStatus with an applicationType)', () => {
  const sections = [
    ['PriorLoanReview', 'priorLoanReviewStatus'],
    ['Declaration', 'declarationsReviewStatus'],
    ['Demographic', 'demographicsReviewStatus'],
  ] as const;

  it("John's own sections go In Progress then Done in GetTrackedBorrowers, GetOfferStatus and the dashboard; the application stays To Do", async () => {
    const expected: Record<string, unknown> = { ...toDo };
    for (const [applicationType, field] of sections) {
      for (const [applicationStatusId, name] of [[2, 'In Progress'], [3, 'Done']] as const) {
        const res = await setStatus(john, { applicationId: JOHN.applicationId, applicationStatusId, applicationType });
        expect(res.statusCode).toBe(200);
        expect(specAnswer(res)).toEqual({ applicationId: JOHN.applicationId, applicationStatusId, applicationType });
        expected[field] = name;
        const list = await tracked(john);
        expect(entryOf(list, JOHN.borrowerId)).toMatchObject(expected);
        expect(entryOf(list, MARY.borrowerId)).toMatchObject(toDo);
        expect((await offerStatus(john)).borrowerInfo).toEqual(list);
        const dash = await dashboard(john);
        expect(entryOf(dash.borrowerDashboardDto, JOHN.borrowerId)).toMatchObject({
          applicationStatus: 'To Do', applicationStatusId: 1, priorLoanReviewStatus: expected.priorLoanReviewStatus,
        });
        expect(dash).toMatchObject({ currentUserApplicaitonID: JOHN.applicationId, isApplicationCompleted: false,
          isPriorLoanReviewCompleted: expected.priorLoanReviewStatus === 'Done' });
      }
    }
    expect((await profile(john, JOHN.applicationId)).applicationStatusId).toBe(1);
  });

  it('a section can go back from Done to In Progress and To Do (the status is set, not only raised)', async () => {
    for (const applicationStatusId of [3, 2, 1]) {
      expect((await setStatus(john, { applicationId: JOHN.applicationId, applicationStatusId, applicationType: 'Declaration' })).statusCode).toBe(200);
    }
    expect(entryOf(await tracked(john), JOHN.borrowerId)).toMatchObject(toDo);
  });
});

describe('application status (UpdateApplicationStatus without an applicationType)', () => {
  it("John's application goes To Do -> In Progress -> Completed; the dashboard names his application and the reviews stay To Do", async () => {
    const before = await dashboard(john);
    expect(before).toMatchObject({ currentUserApplicaitonID: JOHN.applicationId, isApplicationCompleted: false });
    expect(entryOf(before.borrowerDashboardDto, JOHN.borrowerId)).toMatchObject({ applicationStatus: 'To Do', isLoggedInUser: true });

    for (const [applicationStatusId, name] of [[2, 'In Progress'], [3, 'Completed']] as const) {
      const res = await setStatus(john, { applicationId: JOHN.applicationId, applicationStatusId });
      expect(res.statusCode).toBe(200);
      expect(specAnswer(res)).toEqual({ applicationId: JOHN.applicationId, applicationStatusId, applicationType: null });
      const list = await tracked(john);
      expect(entryOf(list, JOHN.borrowerId)).toEqual(expect.objectContaining({ ...toDo, applicationStatus: name, applicationStatusId }));
      expect(entryOf(list, MARY.borrowerId)).toMatchObject(toDo);
      expect((await offerStatus(john)).borrowerInfo).toEqual(list);
      const dash = await dashboard(john);
      expect(dash).toMatchObject({ currentUserApplicaitonID: JOHN.applicationId, isApplicationCompleted: applicationStatusId === 3,
        isPriorLoanReviewCompleted: false });
      expect(entryOf(dash.borrowerDashboardDto, JOHN.borrowerId)).toMatchObject({ applicationStatus: name, applicationStatusId,
        priorLoanReviewStatus: 'To Do' });
      expect((await profile(john, JOHN.applicationId)).applicationStatusId).toBe(applicationStatusId);
    }
  });

  it("Mary's session sees John's Completed application, while her dashboard's current application is her own, not completed", async () => {
    await setStatus(john, { applicationId: JOHN.applicationId, applicationStatusId: 3 });
    const mary = await verify(t.app, MARY);
    const dash = await dashboard(mary);
    expect(dash).toMatchObject({ currentUserApplicaitonID: MARY.applicationId, isApplicationCompleted: false });
    expect(dash.borrowerDashboardDto.map((b: { borrowerId: number; applicationStatus: string; isLoggedInUser: boolean }) =>
      [b.borrowerId, b.applicationStatus, b.isLoggedInUser])).toEqual([[5002, 'Completed', false], [5003, 'To Do', true]]);
  });
});

describe("co-borrower work (John's session on Mary's application)", () => {
  const maryPersonal = {
    applicationId: MARY.applicationId, borrowerId: MARY.borrowerId, firstName: 'Mary', middleName: 'Ann', lastName: 'Smith',
    dateOfBirth: MARY.dateOfBirth, citizenshipStatus: 'USCitizen', maritalStatus: 'Married', creditTypeId: 1,
    alternateNameInd: true, alternateNameInfo: { alternateFirstName: 'Mary', alternateLastName: 'Johnson',
      borrowerId: MARY.borrowerId, activeInd: true }, dependentsInd: false,
  };
  const maryContact = {
    applicationId: MARY.applicationId, borrowerId: MARY.borrowerId, cellPhoneNumber: '3095550188',
    workPhoneNumber: '3095550199', emailAddress: 'mary.smith@example.com',
  };

  it("John reads Mary's profile, saves her personal data and contact and sets her statuses; Mary's session sees it all", async () => {
    const read = await profile(john, MARY.applicationId);
    expect(read).toMatchObject({ applicationId: MARY.applicationId, borrowerId: MARY.borrowerId, offerId: MARY.offerId,
      applicationStatusId: 1, borrowerInfo: { firstName: 'Mary', lastName: 'Smith' } });
    const johnBefore = await profile(john, JOHN.applicationId);

    const personal = await post(t.app, '/api/UpdateBorrowerData', maryPersonal, john);
    expect(personal.statusCode).toBe(200);
    expect(personal.json()).toMatchObject({ applicationId: MARY.applicationId, borrowerInfo: { middleName: 'Ann', maritalStatus: 'Married' } });
    const contact = await post(t.app, '/api/UpdateBorrowerContact', maryContact, john);
    expect(contact.statusCode).toBe(200);
    for (const body of [
      { applicationStatusId: 2 },
      { applicationStatusId: 3, applicationType: 'PriorLoanReview' },
      { applicationStatusId: 2, applicationType: 'Declaration' },
      { applicationStatusId: 3, applicationType: 'Demographic' },
      { applicationStatusId: 3 },
    ]) {
      const res = await setStatus(john, { applicationId: MARY.applicationId, ...body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ applicationId: MARY.applicationId, applicationStatusId: body.applicationStatusId });
    }

    const maryAfter = { borrowerId: MARY.borrowerId, applicationStatus: 'Completed', applicationStatusId: 3,
      priorLoanReviewStatus: 'Done', declarationsReviewStatus: 'In Progress', demographicsReviewStatus: 'Done' };
    const johnSees = await tracked(john);
    expect(entryOf(johnSees, MARY.borrowerId)).toMatchObject({ ...maryAfter, isLoggedInUser: false });
    expect(entryOf(johnSees, JOHN.borrowerId)).toMatchObject({ ...toDo, isLoggedInUser: true });

    const mary = await verify(t.app, MARY);
    const maryProfile = await profile(mary, MARY.applicationId);
    expect(maryProfile).toEqual(await profile(john, MARY.applicationId));
    expect(maryProfile).toMatchObject({ applicationStatusId: 3, borrowerInfo: { firstName: 'Mary', middleName: 'Ann',
      maritalStatus: 'Married', alternateNameInfo: { alternateFirstName: 'Mary', alternateLastName: 'Johnson' } } });
    expect(maryProfile.contactInfo).toEqual({ homePhoneNumber: null, cellPhoneNumber: '3095550188', workPhoneNumber: '3095550199',
      workPhoneExtn: null, emailAddress: 'mary.smith@example.com' });
    expect(entryOf(await tracked(mary), MARY.borrowerId)).toMatchObject({ ...maryAfter, isLoggedInUser: true });
    expect(await dashboard(mary)).toMatchObject({ currentUserApplicaitonID: MARY.applicationId, isApplicationCompleted: true,
      isPriorLoanReviewCompleted: true });
    expect(await profile(john, JOHN.applicationId)).toEqual(johnBefore);
  });
});

describe("across loans (John's session and Jane's application)", () => {
  it("403 FORBIDDEN on Jane's statuses, profile and saves, and nothing changes in Jane's data", async () => {
    const janeProfile = await profile(jane, JANE.applicationId);
    const janeTracked = await tracked(jane);
    const johnTracked = await tracked(john);

    const attempts = [
      () => setStatus(john, { applicationId: JANE.applicationId, applicationStatusId: 3 }),
      () => setStatus(john, { applicationId: JANE.applicationId, applicationStatusId: 3, applicationType: 'PriorLoanReview' }),
      () => setStatus(john, { applicationId: JANE.applicationId, applicationStatusId: 2, applicationType: 'Declaration' }),
      () => setStatus(john, { applicationId: JANE.applicationId, applicationStatusId: 3, applicationType: 'Demographic' }),
      () => setStatus(john, { offerId: JANE.offerId, applicationId: JANE.applicationId, applicationStatusId: 3 }),
      () => post(t.app, '/api/GetBorrowerData', { applicationId: JANE.applicationId }, john, { csrf: false }),
      () => post(t.app, '/api/UpdateBorrowerContact', { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId,
        cellPhoneNumber: '3095550111', emailAddress: 'john.smith@example.com' }, john),
      () => post(t.app, '/api/UpdateBorrowerData', { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, firstName: 'Jane',
        lastName: 'Smith', dateOfBirth: JANE.dateOfBirth, citizenshipStatus: 'USCitizen', maritalStatus: 'Married',
        creditTypeId: 1, alternateNameInd: false, dependentsInd: false }, john),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }

    expect(await profile(jane, JANE.applicationId)).toEqual(janeProfile);
    expect(await tracked(jane)).toEqual(janeTracked);
    expect(janeTracked).toEqual([expect.objectContaining({ borrowerId: JANE.borrowerId, ...toDo })]);
    expect(await tracked(john)).toEqual(johnTracked);
  });
});

describe('bad input to UpdateApplicationStatus', () => {
  it('400 VALIDATION_FAILED naming the field and its message for an unknown type, a status outside 1-3 or no applicationId; nothing stored', async () => {
    const before = await tracked(john);
    const cases = [
      [{ applicationId: JOHN.applicationId, applicationStatusId: 3, applicationType: 'Nope' },
        { field: 'applicationType', message: 'must be equal to one of the allowed values' }],
      [{ applicationId: JOHN.applicationId, applicationStatusId: 7 },
        { field: 'applicationStatusId', message: 'must be equal to one of the allowed values' }],
      [{ applicationId: JOHN.applicationId, applicationStatusId: 7, applicationType: 'PriorLoanReview' },
        { field: 'applicationStatusId', message: 'must be equal to one of the allowed values' }],
      [{ applicationStatusId: 3 }, { field: 'applicationId', message: "must have required property 'applicationId'" }],
    ] as const;
    for (const [body, field] of cases) {
      const res = await setStatus(john, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields need attention.' });
      expect(res.json().fields).toEqual([field]);
    }
    expect(await tracked(john)).toEqual(before);
  });

  it('403 CSRF_INVALID without the x-csrf-token header or with another session\'s token; nothing stored', async () => {
    const before = await tracked(john);
    const none = await setStatus(john, { applicationId: JOHN.applicationId, applicationStatusId: 3 }, false);
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('CSRF_INVALID');
    const foreign = await t.app.inject({ method: 'POST', url: '/api/UpdateApplicationStatus',
      headers: { cookie: john.cookie, 'x-csrf-token': jane.csrfToken },
      payload: { offerId: JOHN.offerId, applicationId: JOHN.applicationId, applicationStatusId: 3, applicationType: 'PriorLoanReview' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_INVALID');
    expect(await tracked(john)).toEqual(before);
  });
});

describe('submitting the two-borrower loan', () => {
  const submit = (s: Verified) => post(t.app, '/api/SubmitApplication', { offerId: JOHN.offerId }, s);
  const consent = (borrowerId: string) =>
    t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload: { offerID: JOHN.offerId, borrowerId } });

  it('409 APPLICATIONS_INCOMPLETE until John and Mary are both Completed (Done reviews are not enough), then Submitted; a second submit is 409 ALREADY_SUBMITTED', async () => {
    for (const borrowerId of [JOHN.userId, MARY.userId]) expect((await consent(borrowerId)).statusCode).toBe(200);
    const inProgress = (await offerStatus(john)).offerStatusID;
    expect(inProgress).toBe(3);

    const refused = async () => {
      const res = await submit(john);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'APPLICATIONS_INCOMPLETE',
        message: "Every borrower's application must be completed before the loan application is submitted." });
      expect(await offerStatus(john)).toMatchObject({ offerStatusID: inProgress, submittedBorrower: null });
    };
    await refused();
    await setStatus(john, { applicationId: JOHN.applicationId, applicationStatusId: 3 });
    await refused();
    for (const applicationType of ['PriorLoanReview', 'Declaration', 'Demographic']) {
      await setStatus(john, { applicationId: MARY.applicationId, applicationStatusId: 3, applicationType });
    }
    await setStatus(john, { applicationId: MARY.applicationId, applicationStatusId: 2 });
    await refused();

    await setStatus(john, { applicationId: MARY.applicationId, applicationStatusId: 3 });
    const res = await submit(john);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ offerStatusID: 4 });
    expect(await offerStatus(john)).toMatchObject({ offerStatusID: 4, submittedBorrower: { firstName: 'John', lastName: 'Smith' } });
    expect((await dashboard(john)).offerStatusID).toBe(4);

    const mary = await verify(t.app, MARY);
    for (const s of [john, mary]) {
      const again = await submit(s);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_SUBMITTED');
    }
    expect((await offerStatus(mary)).offerStatusID).toBe(4);
  });
});
