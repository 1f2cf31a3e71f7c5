import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LUIS, NOAH, post } from '../helpers/journey';
import { buildTestApp, consent, JANE, MARY, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';
import { tryPassword } from '../helpers/sign-in';

const t = useTestApp();

const PASSWORD = 'luis-new-password-2024';
type Who = { offerId: string; userId: string; ssn: string; dateOfBirth: string };
const bodyFor = (who: Who, email: string, changes: object = {}) => ({
  offerId: who.offerId, customerRecordID: who.userId, ssn: who.ssn, dateOfBirth: who.dateOfBirth,
  emailAddress: email, password: PASSWORD, ...changes,
});
const createCall = (body: object, app = t.app) => post(app, '/api/VerifyPIIAndCreateCurityAccount', body);
const accountOf = async (borrowerId: number) =>
  (await t.testDb.db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM accounts WHERE borrower_id = $1', [borrowerId]))[0];
const failedChecksOf = async (borrowerId: number) =>
  (await t.testDb.db.query<{ n: number }>('SELECT failed_verify_attempts AS n FROM borrowers WHERE borrower_id = $1', [borrowerId]))[0]?.n;
const auditOf = (offerId: string) =>
  t.testDb.db.query<{ actor: string; fields: string[] }>(
    `SELECT e.actor, e.fields FROM audit_events e JOIN offers o ON o.offer_id = e.offer_id
     WHERE o.link_id = $1 AND e.call = 'VerifyPIIAndCreateCurityAccount'`,
    [offerId],
  );

describe('POST /api/VerifyPIIAndCreateCurityAccount', () => {
  it('before the application is submitted: 409 OFFER_NOT_SUBMITTED, and nothing is stored', async () => {
    await consent(t.app, JANE);
    const res = await createCall(bodyFor(JANE, 'jane.doe@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OFFER_NOT_SUBMITTED');
    expect(await accountOf(JANE.borrowerId)).toBeUndefined();
    expect(await auditOf(JANE.offerId)).toEqual([]);
  });

  it('the right answers create the account for the email on file (any letter case), recorded once; then sign-in works', async () => {
    const luis = await verify(t.app, LUIS);
    expect((await post(t.app, '/api/SubmitApplication', { offerId: LUIS.offerId }, luis)).json()).toEqual({ offerStatusID: 4 });
    const res = await createCall(bodyFor(LUIS, 'Luis.Garcia@Example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isPIIVerified: true, isAccountLocked: false, email: 'luis.garcia@example.com' });
    const account = await accountOf(LUIS.borrowerId);
    expect(account?.email).toBe('luis.garcia@example.com');
    expect(account?.password_hash).toMatch(/^scrypt\$/);
    expect(await auditOf(LUIS.offerId)).toEqual([{ actor: String(LUIS.borrowerId), fields: ['/emailAddress', '/password'] }]);
    const signIn = await tryPassword(t.app, { email: 'luis.garcia@example.com', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);

    const again = await createCall(bodyFor(LUIS, 'luis.garcia@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNT_EXISTS');
    expect(await auditOf(LUIS.offerId)).toHaveLength(1);
  });

  it('shares VerifyContact\'s lockout: five failures in all (wrong answers or another email) lock, right answers then too', async () => {
    await consent(t.app, MARY);
    const wrongContact = { offerID: MARY.offerId, customerRecordID: MARY.userId, ssn: '000000', dateOfBirth: MARY.dateOfBirth };
    for (let i = 0; i < 2; i += 1) {
      expect((await post(t.app, '/api/VerifyContact', wrongContact)).json().isPIIVerified).toBe(false);
    }
    const wrongSsn = await createCall(bodyFor(MARY, 'mary.smith@example.com', { ssn: '000000' }));
    expect(wrongSsn.statusCode).toBe(200);
    expect(wrongSsn.json()).toEqual({ isPIIVerified: false, isAccountLocked: false, error: 'IDENTITY_NOT_VERIFIED' });
    expect((await createCall(bodyFor(MARY, 'mary.smith@example.com', { dateOfBirth: '01/01/1990' }))).json().isAccountLocked).toBe(false);
    expect(await failedChecksOf(MARY.borrowerId)).toBe(4);
    // The right SSN and date of birth with an email that is not the one on file is the fifth failure.
    const otherEmail = await createCall(bodyFor(MARY, 'someone.else@example.com'));
    expect(otherEmail.json()).toEqual({ isPIIVerified: false, isAccountLocked: true, error: 'ACCOUNT_LOCKED' });
    const right = await createCall(bodyFor(MARY, 'mary.smith@example.com'));
    expect(right.json()).toEqual({ isPIIVerified: false, isAccountLocked: true, error: 'ACCOUNT_LOCKED' });
    expect(await accountOf(MARY.borrowerId)).toBeUndefined();
    const contact = await post(t.app, '/api/VerifyContact', { ...wrongContact, ssn: MARY.ssn });
    expect(contact.json()).toMatchObject({ isPIIVerified: false, isAccountLocked: true });
  });

  it('refuses before reading the answers: no consent, no such link, an inactive offer (nothing counted)', async () => {
    const carlos = { offerId: '1007', userId: '5009', ssn: '901234', dateOfBirth: '12/01/1980' };
    const noConsent = await createCall(bodyFor(carlos, 'carlos.lopez@example.com'));
    expect(noConsent.statusCode).toBe(403);
    expect(noConsent.json().code).toBe('CONSENT_REQUIRED');
    expect(await failedChecksOf(5009)).toBe(0);
    const otherLink = await createCall(bodyFor({ ...LUIS, userId: JANE.userId }, 'luis.garcia@example.com'));
    expect(otherLink.statusCode).toBe(404);
    expect(otherLink.json().code).toBe('LOAN_NOT_FOUND');
    const inactive = await createCall(bodyFor(NOAH, 'noah.brown@example.com'));
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().code).toBe('NO_ACTIVE_OFFER');
  });

  it('400 with field messages for a short password, a malformed SSN or a missing email', async () => {
    const short = await createCall(bodyFor(JANE, 'jane.doe@example.com', { password: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ field: 'password', message: 'Password must be at least 12 characters.' }]);
    const ssn = await createCall(bodyFor(JANE, 'jane.doe@example.com', { ssn: '12' }));
    expect(ssn.json().fields.map((f: { field: string }) => f.field)).toEqual(['ssn']);
    const { emailAddress: _omitted, ...noEmail } = bodyFor(JANE, 'jane.doe@example.com');
    expect((await createCall(noEmail)).json().fields).toEqual([{ field: 'emailAddress', message: 'Email Address is a required field.' }]);
  });

  it('never logs or stores the SSN, the date of birth or the password in plain text', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logged = await buildTestApp(t.testDb.db, { config: { LOG_LEVEL: 'trace' }, logStream: stream });
    await consent(logged, JANE);
    await createCall(bodyFor(JANE, 'jane.doe@example.com'), logged);
    await createCall(bodyFor(JANE, 'jane.doe@example.com', { ssn: '999999' }), logged);
    await logged.close();
    const log = lines.join('');
    expect(log).toContain('identity check');
    const stored = JSON.stringify([
      await t.testDb.db.query('SELECT * FROM accounts'),
      await t.testDb.db.query('SELECT * FROM audit_events'),
      await t.testDb.db.query('SELECT * FROM identity_verifications'),
      await t.testDb.db.query('SELECT * FROM borrowers'),
    ]);
    // As JSON strings: a bare six-digit number may be part of a timestamp or a response time.
    for (const secret of [`"${JANE.ssn}"`, '"999999"', JANE.dateOfBirth, PASSWORD]) {
      expect(log).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });
});
