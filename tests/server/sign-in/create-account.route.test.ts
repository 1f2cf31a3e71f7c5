import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GRACE, GRACE_LOGIN, LUIS, post } from '../helpers/journey';
import { buildTestApp, JANE, verify } from '../helpers/test-app';
import { tryPassword } from '../helpers/sign-in';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

const LUIS_PASSWORD = 'correct horse battery';
/** The password posted at a new sign-in to the embedded provider. */
const authorize = (a: FastifyInstance, body: object) => tryPassword(a, body);
const account = async (borrowerId: number) =>
  (await t.testDb.db.query<{ email: string; password_hash: string; failed_login_attempts: number; locked: boolean }>(
    'SELECT email, password_hash, failed_login_attempts, locked FROM accounts WHERE borrower_id = $1', [borrowerId]))[0];

describe('POST /api/CreateAccount', () => {
  it('400 with the field message for a short or missing password', async () => {
    const s = await verify(t.app, LUIS);
    const short = await post(t.app, '/api/CreateAccount', { password: 'short' }, s);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ field: 'password', message: 'Password must be at least 12 characters.' }]);
    const missing = await post(t.app, '/api/CreateAccount', {}, s);
    expect(missing.json().fields).toEqual([{ field: 'password', message: 'Password is a required field.' }]);
  });

  it('409 OFFER_NOT_SUBMITTED before the application is submitted', async () => {
    const s = await verify(t.app, JANE);
    const res = await post(t.app, '/api/CreateAccount', { password: LUIS_PASSWORD }, s);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OFFER_NOT_SUBMITTED');
  });

  it('creates the account for the email on file, hashed with scrypt; a second one is 409 ACCOUNT_EXISTS', async () => {
    const s = await verify(t.app, LUIS);
    expect((await post(t.app, '/api/SubmitApplication', { offerId: '1003' }, s)).json()).toEqual({ offerStatusID: 4 });
    const res = await post(t.app, '/api/CreateAccount', { password: LUIS_PASSWORD }, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'luis.garcia@example.com' });
    const row = await account(5004);
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(JSON.stringify(await t.testDb.db.query('SELECT * FROM accounts'))).not.toContain(LUIS_PASSWORD);
    const again = await post(t.app, '/api/CreateAccount', { password: LUIS_PASSWORD }, s);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNT_EXISTS');
  });

  it('Grace already has the demo account', async () => {
    const s = await verify(t.app, GRACE);
    expect((await post(t.app, '/api/CreateAccount', { password: LUIS_PASSWORD }, s)).json().code).toBe('ACCOUNT_EXISTS');
    expect((await account(5005))?.email).toBe('grace.lee@example.com');
  });

  it('401 without a session, 403 without CSRF', async () => {
    expect((await post(t.app, '/api/CreateAccount', { password: LUIS_PASSWORD })).statusCode).toBe(401);
    const s = await verify(t.app, GRACE);
    expect((await post(t.app, '/api/CreateAccount', { password: LUIS_PASSWORD }, s, { csrf: false })).json().code).toBe('CSRF_INVALID');
  });
});

describe('POST /login/<uid>: the embedded provider\'s password check', () => {
  it('answers where the browser goes next, the provider; email is case-insensitive', async () => {
    const res = await authorize(t.app, { ...GRACE_LOGIN, email: 'Grace.Lee@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toMatch(/^http:\/\/localhost:3000\/oidc\/auth\/[\w-]+$/);
  });

  it('400 INVALID_CREDENTIALS for a wrong password or an unknown email', async () => {
    for (const body of [{ ...GRACE_LOGIN, password: 'wrong-password' }, { ...GRACE_LOGIN, email: 'nobody@example.com' }]) {
      const res = await authorize(t.app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'The email address or password you entered is incorrect.' });
    }
  });

  it('a success resets the failure count', async () => {
    await authorize(t.app, { ...GRACE_LOGIN, password: 'wrong-password' });
    expect((await account(5005))?.failed_login_attempts).toBeGreaterThan(0);
    expect((await authorize(t.app, GRACE_LOGIN)).statusCode).toBe(200);
    expect((await account(5005))?.failed_login_attempts).toBe(0);
  });

  it('400 with the spec messages for a missing or malformed email and a missing password', async () => {
    const missing = await authorize(t.app, {});
    expect(missing.json().fields).toEqual(expect.arrayContaining([
      { field: 'email', message: 'Email Address is a required field.' },
      { field: 'password', message: 'Password is a required field.' },
    ]));
    const malformed = await authorize(t.app, { email: 'not-an-email', password: 'x' });
    expect(malformed.json().fields).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
    const long = await authorize(t.app, { email: `${'a'.repeat(75)}@example.com`, password: 'x' });
    expect(long.json().fields[0].field).toBe('email');
  });

  it('locks the account after 5 consecutive failures: 423 even with the right password, persisted', async () => {
    for (let i = 1; i <= 4; i += 1) {
      expect((await authorize(t.app, { email: 'luis.garcia@example.com', password: 'wrong-password' })).statusCode).toBe(400);
    }
    const fifth = await authorize(t.app, { email: 'luis.garcia@example.com', password: 'wrong-password' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: 'Your account is locked after 5 consecutive failed login attempts.' });
    expect((await authorize(t.app, { email: 'luis.garcia@example.com', password: LUIS_PASSWORD })).statusCode).toBe(423);
    expect(await account(5004)).toMatchObject({ locked: true, failed_login_attempts: 5 });
    const other = await buildTestApp(await t.testDb.open());
    expect((await authorize(other, { email: 'luis.garcia@example.com', password: LUIS_PASSWORD })).statusCode).toBe(423);
    await other.close();
  });

  it('never logs the password', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logged = await buildTestApp(t.testDb.db, { config: { LOG_LEVEL: 'trace' }, logStream: stream });
    await authorize(logged, GRACE_LOGIN);
    logged.log.info({ body: { password: GRACE_LOGIN.password }, password: GRACE_LOGIN.password }, 'deliberate');
    await logged.close();
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).not.toContain(GRACE_LOGIN.password);
  });
});
