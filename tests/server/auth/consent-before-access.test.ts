// The soft credit check's consent comes before anything else: no identity check, no session, no guarded call.
import { describe, expect, it } from 'vitest';
import { post } from '../helpers/journey';
import { JANE, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const CARLOS = { offerId: '1007', userId: '5009', borrowerId: 5009, applicationId: 7009, ssn: '901234', dateOfBirth: '12/01/1980' };

const t = useTestApp();

const verifyCarlos = (ssn: string) => t.app.inject({
  method: 'POST', url: '/api/VerifyContact',
  payload: { offerID: CARLOS.offerId, customerRecordID: CARLOS.userId, ssn, dateOfBirth: CARLOS.dateOfBirth },
});
const carlosState = async () => ({
  borrower: (await t.testDb.db.query('SELECT failed_verify_attempts, locked, has_signed_consent FROM borrowers WHERE borrower_id = $1',
    [CARLOS.borrowerId]))[0],
  sessions: (await t.testDb.db.query('SELECT session_id FROM sessions WHERE borrower_id = $1', [CARLOS.borrowerId])).length,
});

describe('identity verification before consent', () => {
  it('refuses right and wrong answers alike, before reading them: no session, nothing stored, no failure counted', async () => {
    const before = await carlosState();
    for (const ssn of [CARLOS.ssn, '000000', '111111', '222222', '333333', '444444', '555555']) {
      const res = await verifyCarlos(ssn);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await carlosState()).toEqual(before);
    expect(before).toEqual({ borrower: { failed_verify_attempts: 0, locked: false, has_signed_consent: false }, sessions: 0 });
  });

  it('lets the borrower in once they have agreed on the consent page', async () => {
    const agreed = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent',
      payload: { OfferID: CARLOS.offerId, DestinyCustomerRecordID: CARLOS.userId } });
    expect(agreed.statusCode).toBe(200);
    const res = await verifyCarlos(CARLOS.ssn);
    expect(res.json()).toMatchObject({ isPIIVerified: true, borrowerId: CARLOS.borrowerId });
    expect(String(res.headers['set-cookie'])).toMatch(/^portal_session=/);
  });
});

describe('guarded calls of a borrower without consent', () => {
  it('answer 403 CONSENT_REQUIRED, reads and saves alike', async () => {
    const jane = await verify(t.app, JANE);
    await t.testDb.db.query('UPDATE borrowers SET has_signed_consent = false WHERE borrower_id = $1', [JANE.borrowerId]);
    const read = await post(t.app, '/api/GetBorrowerData', { applicationId: JANE.applicationId }, jane);
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('CONSENT_REQUIRED');
    const save = await post(t.app, '/api/UpdateBorrowerContact', { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, emailAddress: 'jane@example.com' }, jane);
    expect(save.json().code).toBe('CONSENT_REQUIRED');
  });
});
