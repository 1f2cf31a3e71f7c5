import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, consent, JANE, JOHN, MARY, PAT, verify } from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';

const t = useTestApp();

const verifyCall = (a: FastifyInstance, who: typeof JANE, ssn: string, dateOfBirth = who.dateOfBirth) =>
  a.inject({ method: 'POST', url: '/api/VerifyContact',
    payload: { offerID: who.offerId, customerRecordID: who.userId, ssn, dateOfBirth } });

describe('consent', () => {
  it('records consent for either body shape and 404s an unknown pair', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload: { offerID: '1001', borrowerId: '5001' } });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ hasSignedConsent: true, offerStatusID: 3 });
    const offer = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: '1001', CustomerRecordId: '5001' } });
    expect(offer.json().hasSignedConsent).toBe(true);
    const b = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent',
      payload: { OfferID: '1007', DestinyCustomerRecordID: '5009' } });
    expect(b.json()).toEqual({ hasSignedConsent: true, offerStatusID: 4 });
    const c = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload: { offerID: '1001', borrowerId: '5002' } });
    expect(c.statusCode).toBe(404);
    expect(c.json().code).toBe('LOAN_NOT_FOUND');
  });
});

describe('VerifyContact', () => {
  it('creates a session: signed HttpOnly SameSite=Strict cookie and a CSRF token', async () => {
    const res = await verifyCall(t.app, JANE, JANE.ssn);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPIIVerified: true, isAccountLocked: false, borrowerId: 5001,
      applicationId: 7001, offerId: '1001' });
    expect(res.json().csrfToken).toMatch(/^[\w-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_session=[^;]+\.[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('sets Secure when COOKIE_SECURE', async () => {
    const secure = await buildTestApp(t.testDb.db, { config: { COOKIE_SECURE: 'true' } });
    const res = await verifyCall(secure, JANE, JANE.ssn);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
    await secure.close();
  });

  it('locks after 5 wrong answers, stays locked with right answers, persisted for a new t.app', async () => {
    await consent(t.app, JOHN);
    for (let i = 1; i <= 4; i += 1) {
      const res = await verifyCall(t.app, JOHN, '000000');
      expect(res.json()).toMatchObject({ isPIIVerified: false, isAccountLocked: false });
    }
    const fifth = await verifyCall(t.app, JOHN, JOHN.ssn, '01/01/1990');
    expect(fifth.json()).toMatchObject({ isPIIVerified: false, isAccountLocked: true });
    const right = await verifyCall(t.app, JOHN, JOHN.ssn);
    expect(right.json()).toMatchObject({ isPIIVerified: false, isAccountLocked: true });
    expect(right.headers['set-cookie']).toBeUndefined();
    const other = await buildTestApp(await t.testDb.open());
    expect((await verifyCall(other, JOHN, JOHN.ssn)).json().isAccountLocked).toBe(true);
    await other.close();
  });

  it("checks the loan number sent against the offer's: another one fails and counts, the offer's verifies", async () => {
    const offer = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: JANE.offerId, CustomerRecordId: JANE.userId } });
    const loanNumber = offer.json().loanNumber as string;
    const send = (number: string) => t.app.inject({ method: 'POST', url: '/api/VerifyContact', payload: {
      offerID: JANE.offerId, customerRecordID: JANE.userId, ssn: JANE.ssn, dateOfBirth: JANE.dateOfBirth, loanNumber: number } });
    const wrong = await send(`${loanNumber}9`);
    expect(wrong.json()).toMatchObject({ isPIIVerified: false, isAccountLocked: false, error: 'IDENTITY_NOT_VERIFIED' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const [row] = await t.testDb.db.query<{ n: number }>('SELECT failed_verify_attempts AS n FROM borrowers WHERE borrower_id = $1', [JANE.borrowerId]);
    expect(row?.n).toBe(1);
    const right = await send(loanNumber);
    expect(right.json()).toMatchObject({ isPIIVerified: true, borrowerId: JANE.borrowerId });
  });

  it('keeps Pat Quinn locked', async () => {
    const res = await verifyCall(t.app, PAT, PAT.ssn);
    expect(res.json()).toMatchObject({ isPIIVerified: false, isAccountLocked: true });
  });

  it('rejects a malformed ssn with 400 and a field message', async () => {
    const res = await verifyCall(t.app, JANE, '12');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.some((f: { field: string }) => f.field === 'ssn')).toBe(true);
  });

  it('rate-limits per IP', async () => {
    await t.testDb.db.query('DELETE FROM rate_limit_buckets');
    const limited = await buildTestApp(t.testDb.db, { config: { VERIFY_RATE_LIMIT: '2' } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await verifyCall(limited, JANE, JANE.ssn)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const last = await verifyCall(limited, JANE, JANE.ssn);
    expect(last.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    await limited.close();
  });
});

describe('guarded calls', () => {
  const data = (headers: Record<string, string>, payload: object, url = '/api/GetBorrowerData') =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('401 without or with a forged session cookie', async () => {
    const none = await data({}, { applicationId: 7001 });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Session ended. Re-verify your identity.' });
    expect((await data({ cookie: 'portal_session=abc.def' }, { applicationId: 7001 })).statusCode).toBe(401);
  });

  it('ends a session at its idle expiry, and at its absolute lifetime however active', async () => {
    const ended = (row: string) => t.testDb.db.query(`UPDATE sessions SET ${row} WHERE borrower_id = ${MARY.borrowerId}`);
    const read = (cookie: string) => data({ cookie }, { applicationId: MARY.applicationId });

    const active = await verify(t.app, MARY);
    expect((await read(active.cookie)).statusCode).toBe(200);
    await ended(`created_at = now() - interval '13 hours'`);
    expect((await read(active.cookie)).statusCode).toBe(401);

    const idle = await verify(t.app, MARY);
    expect((await read(idle.cookie)).statusCode).toBe(200);
    await ended(`expires_at = now() - interval '1 second'`);
    expect((await read(idle.cookie)).statusCode).toBe(401);
  });

  it('slides the idle expiry on use, writing it only when it would move by more than 15 seconds', async () => {
    const s = await verify(t.app, MARY);
    const row = async () =>
      (await t.testDb.db.query<{ minutesLeft: number; lastSeen: string }>(
        `SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS "minutesLeft", last_seen_at::text AS "lastSeen"
         FROM sessions WHERE borrower_id = $1 ORDER BY session_id DESC LIMIT 1`, [MARY.borrowerId]))[0];
    await t.testDb.db.query(`UPDATE sessions SET expires_at = now() + interval '1 minute', last_seen_at = now() - interval '4 minutes'
      WHERE borrower_id = $1`, [MARY.borrowerId]);
    expect((await data({ cookie: s.cookie }, { applicationId: MARY.applicationId })).statusCode).toBe(200);
    const slid = await row();
    expect(slid?.minutesLeft).toBe(5);
    expect((await data({ cookie: s.cookie }, { applicationId: MARY.applicationId })).statusCode).toBe(200);
    expect((await row())?.lastSeen).toBe(slid?.lastSeen);
  });

  it('403 CSRF_INVALID on a save without or with a wrong x-csrf-token', async () => {
    const s = await verify(t.app, JANE);
    const url = '/api/UpdateBorrowerData';
    const body = { applicationId: 7001, borrowerId: 5001 };
    expect((await data({ cookie: s.cookie }, body, url)).json().code).toBe('CSRF_INVALID');
    const wrong = await data({ cookie: s.cookie, 'x-csrf-token': 'nope' }, body, url);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_INVALID');
  });

  it("403 FORBIDDEN for another loan's application", async () => {
    const s = await verify(t.app, JANE);
    const res = await data({ cookie: s.cookie }, { applicationId: JOHN.applicationId });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
