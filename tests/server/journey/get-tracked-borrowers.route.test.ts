import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../helpers/jane-and-john';

const t = useJaneAndJohn();
const tracked = (payload: unknown, who = t.john, csrf = false) => t.call(who, '/api/GetTrackedBorrowers', payload, csrf);

const johnSees = [
  {
    borrowerId: 5002, applicationId: 7002, firstName: 'John', lastName: 'Smith', applicationStatus: 'To Do',
    applicationStatusId: 1, isLoggedInUser: true, hasSignedConsent: true, isOfferReviewed: false,
    priorLoanReviewStatus: 'To Do', declarationsReviewStatus: 'To Do', demographicsReviewStatus: 'To Do',
  },
  {
    borrowerId: 5003, applicationId: 7003, firstName: 'Mary', lastName: 'Smith', applicationStatus: 'To Do',
    applicationStatusId: 1, isLoggedInUser: false, hasSignedConsent: false, isOfferReviewed: false,
    priorLoanReviewStatus: 'To Do', declarationsReviewStatus: 'To Do', demographicsReviewStatus: 'To Do',
  },
];

describe('POST /api/GetTrackedBorrowers', () => {
  it("lists every borrower of the session's offer, as GetOfferStatus's borrowerInfo does, without a CSRF token", async () => {
    const res = await tracked({ offerId: '1002' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(johnSees);
    const status = await t.app.inject({ method: 'GET', url: '/api/GetOfferStatus/?offerID=1002', headers: { cookie: t.john.cookie } });
    expect(status.json().borrowerInfo).toEqual(res.json());
  });

  it("an empty body means the session's offer", async () => {
    const res = await tracked({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(johnSees);
  });

  it("a single borrower's offer lists that borrower, marked as the logged-in user", async () => {
    const res = await tracked({}, t.jane);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ borrowerId: 5001, applicationId: 7001, firstName: 'Jane', isLoggedInUser: true })]);
  });

  it("follows the statuses the borrowers' reviews store", async () => {
    const update = await t.call(t.john, '/api/UpdateApplicationStatus', { applicationStatusId: 2, offerId: '1002', applicationId: 7003, applicationType: 'PriorLoanReview' });
    expect(update.statusCode).toBe(200);
    const mary = (await tracked({})).json().find((b: { borrowerId: number }) => b.borrowerId === 5003);
    expect(mary).toMatchObject({ priorLoanReviewStatus: 'In Progress', applicationStatus: 'To Do' });
  });

  it("403 FORBIDDEN for another offer's id (a session stays within its own loan)", async () => {
    const res = await tracked({ offerId: '1002' }, t.jane);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('401 UNAUTHENTICATED without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GetTrackedBorrowers', payload: { offerId: '1002' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('400 VALIDATION_FAILED for an offerId that is not an id', async () => {
    const res = await tracked({ offerId: 'not an id' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ field: 'offerId' })] });
  });
});
