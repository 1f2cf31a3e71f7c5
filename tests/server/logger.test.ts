import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp, consent, JANE } from './helpers/test-app';
import { useTestDb } from './helpers/use-test-app';

const t = useTestDb();

describe('log redaction', () => {
  it('never writes SSN, date of birth, cookies or CSRF tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const app = await buildTestApp(t.testDb.db, { config: { LOG_LEVEL: 'trace' }, logStream: stream });
    await consent(app, JANE);
    const verify = await app.inject({ method: 'POST', url: '/api/VerifyContact',
      payload: { offerID: '1001', customerRecordID: '5001', ssn: JANE.ssn, dateOfBirth: JANE.dateOfBirth } });
    const cookie = String(verify.headers['set-cookie']).split(';')[0] ?? '';
    const csrf = verify.json().csrfToken as string;
    app.log.info({ body: { ssn: JANE.ssn, dateOfBirth: JANE.dateOfBirth }, csrfToken: csrf }, 'deliberate');
    await app.inject({ method: 'POST', url: '/api/UpdateBorrowerData', headers: { cookie, 'x-csrf-token': csrf },
      payload: { applicationId: 7001, ssn: JANE.ssn } });
    await app.close();
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    expect(log).toContain('[redacted]');
    for (const secret of [JANE.ssn, JANE.dateOfBirth, csrf, cookie.split('=')[1] ?? 'x']) expect(log).not.toContain(secret);
  });

  it('never writes the parameters a database error carries', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const app = await buildTestApp(t.testDb.db, { config: { LOG_LEVEL: 'info' }, logStream: stream });
    // The shape PGlite and PostgreSQL give: the statement's parameters, and a "where" that may quote one.
    const dbError = Object.assign(new Error('invalid input'), {
      code: 'XX000', severity: 'ERROR', params: [5001, JANE.dateOfBirth], where: `portal parameter $2 = '${JANE.ssn}'`, detail: `Key (x)=(${JANE.ssn})`,
    });
    app.log.error({ err: dbError }, 'unexpected error');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    for (const secret of [JANE.ssn, JANE.dateOfBirth]) expect(log).not.toContain(secret);
  });
});
