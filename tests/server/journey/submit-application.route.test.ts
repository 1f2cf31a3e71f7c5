import { describe, expect, it } from 'vitest';
import { LUIS, post } from '../helpers/journey';
import { JANE, JOHN, MARY, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

const offerRow = async (offerId: number) =>
  (await t.testDb.db.query<{ status: number; by: number | null; at: string | null }>(
    `SELECT offer_status_id AS status, submitted_by_borrower_id AS by, submitted_at::text AS at FROM offers WHERE offer_id = $1`,
    [offerId],
  ))[0];

describe('POST /api/SubmitApplication', () => {
  it('409 APPLICATIONS_INCOMPLETE while an application is not Completed', async () => {
    const s = await verify(t.app, JANE);
    const res = await post(t.app, '/api/SubmitApplication', { offerId: '1001' }, s);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPLICATIONS_INCOMPLETE',
      message: "Every borrower's application must be completed before the loan application is submitted." });
    expect((await offerRow(1001))?.status).toBe(3); // In Progress since Jane's consent, and no further
  });

  it('409 MISSING_CURRENT_EMPLOYER when no borrower has an active current employer', async () => {
    const s = await verify(t.app, LUIS);
    await t.testDb.db.query('UPDATE employments SET current_employer_ind = false WHERE application_id = 7004');
    const res = await post(t.app, '/api/SubmitApplication', { offerId: '1003' }, s);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MISSING_CURRENT_EMPLOYER');
    const dash = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: '1003' }, s, { csrf: false });
    expect(dash.json().borrowerDashboardDto[0].hasCurrentEmployer).toBe(false);
    await t.testDb.db.query('UPDATE employments SET current_employer_ind = true WHERE application_id = 7004');
  });

  it('Submitted when everyone consented; records who submitted; then 409 ALREADY_SUBMITTED', async () => {
    const s = await verify(t.app, LUIS);
    const res = await post(t.app, '/api/SubmitApplication', { offerId: '1003' }, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ offerStatusID: 4 });
    expect(await offerRow(1003)).toMatchObject({ status: 4, by: 5004 });
    expect((await offerRow(1003))?.at).not.toBeNull();
    const again = await post(t.app, '/api/SubmitApplication', { offerId: '1003' }, s);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBMITTED');
  });

  it('Pending Consent while a co-borrower has not consented; the last consent completes the submission', async () => {
    const john = await verify(t.app, JOHN);
    for (const applicationId of [JOHN.applicationId, MARY.applicationId]) {
      const set = await post(t.app, '/api/UpdateApplicationStatus', { offerId: '1002', applicationId, applicationStatusId: 3 }, john);
      expect(set.statusCode).toBe(200);
    }
    const consent = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload: { offerID: '1002', borrowerId: '5002' } });
    expect(consent.json()).toEqual({ hasSignedConsent: true, offerStatusID: 3 });

    const res = await post(t.app, '/api/SubmitApplication', { offerId: '1002' }, john);
    expect(res.json()).toEqual({ offerStatusID: 6 });
    const link = await t.app.inject({ method: 'GET', url: '/api/GetOfferStatus/?offerID=1002&customerRecordId=5003' });
    expect(link.json()).toMatchObject({ offerStatusID: 6, submittedBorrower: { firstName: 'John', lastName: 'Smith' },
      unconsentedBorrowers: [{ customerRecordId: 5003, firstName: 'Mary', lastName: 'Smith' }] });
    expect((await post(t.app, '/api/SubmitApplication', { offerId: '1002' }, john)).json().code).toBe('ALREADY_SUBMITTED');

    const mary = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent',
      payload: { OfferID: '1002', DestinyCustomerRecordID: '5003' } });
    expect(mary.json()).toEqual({ hasSignedConsent: true, offerStatusID: 4 });
    const after = await t.app.inject({ method: 'GET', url: '/api/GetOfferStatus/?offerID=1002&customerRecordId=5003' });
    expect(after.json()).toMatchObject({ offerStatusID: 4, unconsentedBorrowers: [] });
  });

  it("401 without a session, 403 without CSRF, 403 for another loan's offer, 400 for a bad body", async () => {
    expect((await post(t.app, '/api/SubmitApplication', { offerId: '1001' })).statusCode).toBe(401);
    const s = await verify(t.app, JANE);
    expect((await post(t.app, '/api/SubmitApplication', { offerId: '1001' }, s, { csrf: false })).json().code).toBe('CSRF_INVALID');
    const other = await post(t.app, '/api/SubmitApplication', { offerId: '1003' }, s);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    const bad = await post(t.app, '/api/SubmitApplication', { offerId: 'not an id' }, s);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('offerId');
  });
});
