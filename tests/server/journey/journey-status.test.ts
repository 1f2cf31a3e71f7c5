import { describe, expect, it } from 'vitest';
import { LUIS, NOAH, post } from '../helpers/journey';
import { JANE, JOHN, MARY, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';
import { specAnswer } from '../helpers/spec-answer';

const t = useTestApp();

const status = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/GetOfferStatus/?${query}`, headers: cookie ? { cookie } : {} });

const luisLoan = {
  offerId: '1003', propertyStreetAddress: '88 Harbor View Rd', propertyCity: 'Joliet', propertyState: 'IL',
  propertyZipCode: '60431', loanPurpose: 'Refinance', loanAmount: 420000, appraisedValue: 560000, mortgageType: 'VA',
};

describe('GET /api/GetOfferStatus', () => {
  it('with the session: the polling data of every borrower on the offer', async () => {
    const s = await verify(t.app, LUIS);
    const res = await status('offerID=1003', s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      offerId: '1003', offerStatusID: 2, submittedBorrower: null, unconsentedBorrowers: [],
      borrowerInfo: [{
        borrowerId: 5004, applicationId: 7004, firstName: 'Luis', lastName: 'Garcia', applicationStatus: 'Completed',
        applicationStatusId: 3, isLoggedInUser: true, hasSignedConsent: true, isOfferReviewed: false,
        priorLoanReviewStatus: 'Done', declarationsReviewStatus: 'To Do', demographicsReviewStatus: 'To Do',
      }],
      loanInformationDto: luisLoan, isOfferReset: true, gmiAndDeclarationsFlag: true,
    });
  });

  it('answers without the trailing slash too', async () => {
    const s = await verify(t.app, LUIS);
    const res = await t.app.inject({ method: 'GET', url: '/api/GetOfferStatus?offerID=1003', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().offerId).toBe('1003');
  });

  it('by the link pair without a session: names only, borrowerInfo empty', async () => {
    const res = await status('offerID=1007&customerRecordId=5009');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      offerId: '1007', offerStatusID: 6, submittedBorrower: { firstName: 'Ana', lastName: 'Lopez' },
      unconsentedBorrowers: [{ customerRecordId: 5009, firstName: 'Carlos', lastName: 'Lopez' }], borrowerInfo: [],
    });
  });

  it('marks the session borrower as the logged-in user on a two-borrower offer', async () => {
    const s = await verify(t.app, MARY);
    const res = await status('offerID=1002', s.cookie);
    const flags = res.json().borrowerInfo.map((b: { borrowerId: number; isLoggedInUser: boolean }) => [b.borrowerId, b.isLoggedInUser]);
    expect(flags).toEqual([[5002, false], [5003, true]]);
  });

  it('401 without a session or link pair; 403 for another offer with a session; 404 for a wrong pair', async () => {
    expect((await status('offerID=1003')).json().code).toBe('UNAUTHENTICATED');
    const s = await verify(t.app, JANE);
    const other = await status('offerID=1003', s.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    expect((await status('offerID=1003&customerRecordId=5001')).json().code).toBe('LOAN_NOT_FOUND');
    expect((await status('offerID=9999&customerRecordId=5001')).statusCode).toBe(404);
  });

  it('400 for a malformed offerID', async () => {
    const res = await status('offerID=no%20such%20offer');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ field: 'offerID', message: 'is not a known identifier.' });
  });

  it('does not slide the session expiry (polling is not activity)', async () => {
    const s = await verify(t.app, JOHN);
    await t.testDb.db.query(`UPDATE sessions SET expires_at = now() + interval '1 minute' WHERE borrower_id = 5002`);
    const before = await t.testDb.db.query<{ e: string }>(`SELECT expires_at::text AS e FROM sessions WHERE borrower_id = 5002`);
    expect((await status('offerID=1002', s.cookie)).statusCode).toBe(200);
    const after = await t.testDb.db.query<{ e: string }>(`SELECT expires_at::text AS e FROM sessions WHERE borrower_id = 5002`);
    expect(after).toEqual(before);
  });
});

describe('inactive offer', () => {
  it('GetOffer and GetOfferStatus answer 404 NO_ACTIVE_OFFER', async () => {
    const offer = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: NOAH.offerId, CustomerRecordId: NOAH.userId } });
    expect(offer.statusCode).toBe(404);
    expect(offer.json()).toMatchObject({ code: 'NO_ACTIVE_OFFER', message: 'There are no active offers for this loan.' });
    expect((await status('offerID=1008&customerRecordId=5010')).json().code).toBe('NO_ACTIVE_OFFER');
  });
});

describe('POST /api/GetBorrowerDashboardData', () => {
  it("answers the session's offer with each borrower's status and employer", async () => {
    const s = await verify(t.app, LUIS);
    const res = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: '1003', loanRecordId: 9003, loanNumber: '202301003' }, s, { csrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      borrowerDashboardDto: [{
        applicationId: 7004, applicationStatus: 'Completed', applicationStatusId: 3, priorLoanReviewStatus: 'Done',
        borrowerId: 5004, firstName: 'Luis', lastName: 'Garcia', isLoggedInUser: true, hasSignedConsent: true,
        hasCurrentEmployer: true,
      }],
      currentUserApplicaitonID: 7004, isPriorLoanReviewCompleted: true, isApplicationCompleted: true,
      gmiAndDeclarationsFlag: true, loanInformationDto: luisLoan, offerStatusID: 2,
    });
  });

  it('reports the current user as not completed for Jane', async () => {
    const s = await verify(t.app, JANE);
    const res = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: '1001' }, s, { csrf: false });
    expect(res.json()).toMatchObject({ isPriorLoanReviewCompleted: false, isApplicationCompleted: false, currentUserApplicaitonID: 7001 });
  });

  it("401 without a session, 403 for another loan's offer", async () => {
    expect((await post(t.app, '/api/GetBorrowerDashboardData', { offerId: '1001' })).statusCode).toBe(401);
    const s = await verify(t.app, JANE);
    const res = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: '1002' }, s, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await post(t.app, '/api/GetBorrowerDashboardData', { offerId: '1001', loanRecordId: 9002 }, s)).statusCode).toBe(403);
  });
});

describe('POST /api/UpdateBorrowerReviewedOffer', () => {
  it('marks the borrower reviewed (Welcome Back! closed)', async () => {
    const s = await verify(t.app, LUIS);
    const res = await post(t.app, '/api/UpdateBorrowerReviewedOffer', { borrowerId: 5004 }, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ borrowerId: 5004, isOfferReviewed: true });
    expect((await status('offerID=1003', s.cookie)).json().borrowerInfo[0].isOfferReviewed).toBe(true);
  });

  it("403 CSRF without the header, 403 FORBIDDEN for another loan's borrower", async () => {
    const s = await verify(t.app, JANE);
    expect((await post(t.app, '/api/UpdateBorrowerReviewedOffer', { borrowerId: 5001 }, s, { csrf: false })).json().code).toBe('CSRF_INVALID');
    const other = await post(t.app, '/api/UpdateBorrowerReviewedOffer', { borrowerId: 5002 }, s);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    expect((await post(t.app, '/api/UpdateBorrowerReviewedOffer', { borrowerId: 5001 })).statusCode).toBe(401);
  });
});

describe('POST /api/UpdateApplicationStatus', () => {
  it('sets the application status, then each review status', async () => {
    const s = await verify(t.app, JANE);
    const set = (body: object) => post(t.app, '/api/UpdateApplicationStatus', { offerId: '1001', applicationId: 7001, ...body }, s);
    const started = await set({ applicationStatusId: 2 });
    expect(started.statusCode).toBe(200);
    expect(specAnswer(started)).toEqual({ applicationId: 7001, applicationStatusId: 2, applicationType: null });
    expect((await set({ applicationStatusId: 3, applicationType: 'PriorLoanReview' })).json().applicationType).toBe('PriorLoanReview');
    await set({ applicationStatusId: 2, applicationType: 'Declaration' });
    await set({ applicationStatusId: 3, applicationType: 'Demographic' });
    const me = (await status('offerID=1001', s.cookie)).json().borrowerInfo[0];
    expect(me).toMatchObject({ applicationStatus: 'In Progress', applicationStatusId: 2, priorLoanReviewStatus: 'Done',
      declarationsReviewStatus: 'In Progress', demographicsReviewStatus: 'Done' });
  });

  it("403 for another loan's application or offer; 400 for an unknown status or type", async () => {
    const s = await verify(t.app, JANE);
    const call = (body: object) => post(t.app, '/api/UpdateApplicationStatus', body, s);
    expect((await call({ offerId: '1001', applicationId: JOHN.applicationId, applicationStatusId: 2 })).statusCode).toBe(403);
    expect((await call({ offerId: '1002', applicationId: 7001, applicationStatusId: 2 })).statusCode).toBe(403);
    const bad = await call({ offerId: '1001', applicationId: 7001, applicationStatusId: 4, applicationType: 'Other' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['applicationStatusId', 'applicationType']));
    expect((await post(t.app, '/api/UpdateApplicationStatus', { offerId: '1001', applicationId: 7001, applicationStatusId: 2 }, s, { csrf: false })).statusCode).toBe(403);
  });
});

describe('GET /api/BooleanFlag/LandingPageFlag', () => {
  it('answers the seeded flag, public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/BooleanFlag/LandingPageFlag' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flagValue: true });
    await t.testDb.db.query(`UPDATE feature_flags SET flag_value = false WHERE name = 'LandingPageFlag'`);
    expect((await t.app.inject({ method: 'GET', url: '/api/BooleanFlag/LandingPageFlag' })).json()).toEqual({ flagValue: false });
    await t.testDb.db.query(`UPDATE feature_flags SET flag_value = true WHERE name = 'LandingPageFlag'`);
  });
});
