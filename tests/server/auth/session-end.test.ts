// Sessions end with what should end them: a lock ends them all; an offer nobody can work on issues none and saves nothing.
import { describe, expect, it } from 'vitest';
import { GRACE, NOAH, post } from '../helpers/journey';
import { consent, JANE, JOHN, MARY, PAT, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const OMAR = { offerId: '1005', userId: '5006', borrowerId: 5006, applicationId: 7006, ssn: '678901', dateOfBirth: '09/09/1990' };

const t = useTestApp();

const verifyCall = (who: typeof JANE, ssn = who.ssn) => t.app.inject({
  method: 'POST', url: '/api/VerifyContact',
  payload: { offerID: who.offerId, customerRecordID: who.userId, ssn, dateOfBirth: who.dateOfBirth },
});
const contactOf = (who: typeof JANE, email: string) =>
  ({ applicationId: who.applicationId, borrowerId: who.borrowerId, cellPhoneNumber: '3125550456', emailAddress: email });
const storedEmail = async (borrowerId: number) =>
  (await t.testDb.db.query<{ email_address: string }>('SELECT email_address FROM contacts WHERE borrower_id = $1', [borrowerId]))[0]
    ?.email_address;

describe('a lock', () => {
  it('ends every live session of the borrower', async () => {
    const first = await verify(t.app, MARY);
    const second = await verify(t.app, MARY);
    for (let i = 0; i < 5; i += 1) await verifyCall(MARY, '000000');
    for (const s of [first, second]) {
      const save = await post(t.app, '/api/UpdateBorrowerContact', contactOf(MARY, 'mary.new@example.com'), s);
      expect(save.statusCode).toBe(401);
    }
    expect(await storedEmail(MARY.borrowerId)).toBe('mary.smith@example.com');
    expect(await t.testDb.db.query('SELECT 1 FROM sessions WHERE borrower_id = $1', [MARY.borrowerId])).toEqual([]);
  });

  it('from five failed checks ends after IDENTITY_LOCK_MINUTES; a lock without an end (Pat) stays', async () => {
    await consent(t.app, JOHN);
    for (let i = 0; i < 5; i += 1) await verifyCall(JOHN, '000000');
    expect((await verifyCall(JOHN)).json()).toMatchObject({ isAccountLocked: true });
    const [lock] = await t.testDb.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM lock_expires_at - locked_at) / 60)::int AS minutes FROM borrowers WHERE borrower_id = $1`,
      [JOHN.borrowerId]);
    expect(lock?.minutes).toBe(60);
    await t.testDb.db.query(`UPDATE borrowers SET lock_expires_at = now() - interval '1 second' WHERE borrower_id = $1`, [JOHN.borrowerId]);
    const offer = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: JOHN.offerId, CustomerRecordId: JOHN.userId } });
    expect(offer.json().isAccountLocked).toBe(false);
    // The count starts again: four more failures do not lock, the right answer gets in.
    for (let i = 0; i < 4; i += 1) expect((await verifyCall(JOHN, '000000')).json().isAccountLocked).toBe(false);
    expect((await verifyCall(JOHN)).json()).toMatchObject({ isPIIVerified: true });

    await consent(t.app, PAT);
    expect((await verifyCall(PAT)).json()).toMatchObject({ isPIIVerified: false, isAccountLocked: true });
  });
});

describe('an offer not open for changes', () => {
  it('gives no session for an inactive or Invalid offer, and routes to its terminal page', async () => {
    await consent(t.app, NOAH);
    const inactive = await verifyCall(NOAH);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().code).toBe('NO_ACTIVE_OFFER');
    expect(inactive.headers['set-cookie']).toBeUndefined();
    await consent(t.app, OMAR);
    const invalid = await verifyCall(OMAR);
    expect(invalid.statusCode).toBe(409);
    expect(invalid.json().code).toBe('OFFER_CHANGED');
    expect(invalid.headers['set-cookie']).toBeUndefined();
    expect(await t.testDb.db.query('SELECT 1 FROM sessions WHERE borrower_id IN ($1, $2)', [NOAH.borrowerId, OMAR.borrowerId])).toEqual([]);
  });

  it('answers saves of a Submitted offer 409 OFFER_CLOSED and stores nothing; reads still work', async () => {
    const grace = await verify(t.app, GRACE);
    const before = await storedEmail(GRACE.borrowerId);
    const save = await post(t.app, '/api/UpdateBorrowerContact', contactOf(GRACE, 'grace.new@example.com'), grace);
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ code: 'OFFER_CLOSED', message: expect.stringContaining('no longer open for changes') });
    expect(await storedEmail(GRACE.borrowerId)).toBe(before);
    expect((await post(t.app, '/api/GetBorrowerData', { applicationId: GRACE.applicationId }, grace)).statusCode).toBe(200);
  });

  it('refuses the saves of a session opened before the offer became Invalid or inactive', async () => {
    const jane = await verify(t.app, JANE);
    const save = (email: string) => post(t.app, '/api/UpdateBorrowerContact', contactOf(JANE, email), jane);
    const opened = await save('jane.open@example.com');
    expect(opened.statusCode, opened.body).toBe(200);
    await t.testDb.db.query('UPDATE offers SET offer_status_id = 5 WHERE offer_id = $1', [JANE.offerId]);
    expect((await save('jane.invalid@example.com')).json().code).toBe('OFFER_CLOSED');
    await t.testDb.db.query('UPDATE offers SET offer_status_id = 3, active_ind = false WHERE offer_id = $1', [JANE.offerId]);
    expect((await save('jane.inactive@example.com')).json().code).toBe('OFFER_CLOSED');
    const status = await post(t.app, '/api/UpdateApplicationStatus',
      { offerId: JANE.offerId, applicationId: JANE.applicationId, applicationStatusId: 2 }, jane);
    expect(status.json().code).toBe('OFFER_CLOSED');
    expect(await storedEmail(JANE.borrowerId)).toBe('jane.open@example.com');
  });
});
