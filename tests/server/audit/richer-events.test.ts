// What an event holds beyond who and which fields: each column's value before and after (personal values redacted),
// the request that made the change, and every identity check with its outcome.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/journey';
import { buildTestApp, consent, JANE, JOHN, PAT, verify } from '../helpers/test-app';
import { useTestDb } from '../helpers/use-test-app';
import { validBodies } from '../helpers/valid-bodies';

const t = useTestDb();
const logLines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const logStream = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
  app = await buildTestApp(t.testDb.db, { config: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => app.close());

interface EventRow {
  eventId: number;
  actorType: string;
  actor: string;
  call: string;
  fields: string[];
  requestId: string | null;
  outcome: string | null;
  changes: Record<string, unknown>;
}

const eventsOf = (call: string) =>
  t.testDb.db.query<EventRow>(
    `SELECT audit_event_id::int AS "eventId", actor_type AS "actorType", actor, call, fields, request_id AS "requestId",
       outcome, changes FROM audit_events WHERE call = $1 ORDER BY audit_event_id`, [call]);
const latestOf = async (call: string): Promise<EventRow | undefined> => (await eventsOf(call)).at(-1);

const contactBody = (emailAddress: string) =>
  ({ applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, emailAddress, homePhoneNumber: '2175550123' });

/** The request ids Fastify logged for the calls to `url`, in order. */
const loggedRequestIds = (url: string): string[] =>
  logLines.flatMap((line) => {
    const entry = JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string } };
    return entry.msg === 'incoming request' && entry.req?.url === url && entry.reqId ? [entry.reqId] : [];
  });

describe('a borrower save', () => {
  it("records each column's value before and after, by table, row and column", async () => {
    const jane = await verify(app, JANE);
    expect((await post(app, '/api/UpdateBorrowerContact', contactBody('jane.before@example.com'), jane)).statusCode).toBe(200);
    const saved = await post(app, '/api/UpdateBorrowerContact', contactBody('jane.after@example.com'), jane);
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await latestOf('UpdateBorrowerContact');
    // Only what changed: the phone number was written again as it was.
    expect(event?.changes).toEqual({
      [`/contacts/${JANE.borrowerId}/email_address`]: { before: 'jane.before@example.com', after: 'jane.after@example.com' },
    });
    // The body's pointers are still the event's fields.
    expect(event?.fields).toEqual(['/applicationId', '/borrowerId', '/emailAddress', '/homePhoneNumber']);
  });

  it('records the id of the request that made it, a different one for each', async () => {
    const jane = await verify(app, JANE);
    for (const email of ['jane.req.1@example.com', 'jane.req.2@example.com']) {
      expect((await post(app, '/api/UpdateBorrowerContact', contactBody(email), jane)).statusCode).toBe(200);
    }
    const recorded = (await eventsOf('UpdateBorrowerContact')).slice(-2).map((e) => e.requestId);
    expect(recorded).toEqual(loggedRequestIds('/api/UpdateBorrowerContact').slice(-2));
    expect(new Set(recorded).size).toBe(2);
    expect(recorded.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  });
});

describe('personal values in the trail', () => {
  const NEW_DATE_OF_BIRTH = '02/29/1984';
  const ACCOUNT_NUMBER = 'ACCT-7730-5512';
  const LENDER_ACCOUNT = 'LOAN-99-4410';
  const FORBIDDEN = [
    JANE.ssn, JOHN.ssn, '000000', JANE.dateOfBirth, '1980-01-15', NEW_DATE_OF_BIRTH, '1984-02-29', '02291984', '19840229',
    ACCOUNT_NUMBER, LENDER_ACCOUNT,
  ];

  it('are never stored in plain text: the date of birth and account numbers are recorded only as changed', async () => {
    await consent(app, JOHN);
    const refused = await app.inject({ method: 'POST', url: '/api/VerifyContact',
      payload: { offerID: JOHN.offerId, customerRecordID: JOHN.userId, ssn: '000000', dateOfBirth: JOHN.dateOfBirth } });
    expect(refused.json()).toMatchObject({ isPIIVerified: false });
    const jane = await verify(app, JANE);
    const john = await verify(app, JOHN);
    const [personal] = validBodies['/api/UpdateBorrowerData'] ?? [];
    const dob = await post(app, '/api/UpdateBorrowerData', { ...(personal?.body as object), dateOfBirth: NEW_DATE_OF_BIRTH }, jane);
    expect(dob.statusCode, dob.body).toBe(200);
    const [others] = validBodies['/api/UpdateOtherAssetsAndLiabilities'] ?? [];
    const othersBody = others?.body as { liabilityAccounts: object[] };
    const accounts = { ...othersBody, liabilityAccounts: othersBody.liabilityAccounts.map((a) => ({ ...a, accountNumber: ACCOUNT_NUMBER })) };
    expect((await post(app, '/api/UpdateOtherAssetsAndLiabilities', accounts, jane)).statusCode).toBe(200);
    const [lender] = validBodies['/api/UpdateLenderLiability'] ?? [];
    const liability = await post(app, '/api/UpdateLenderLiability', { ...(lender?.body as object), account: LENDER_ACCOUNT }, john);
    expect(liability.statusCode, liability.body).toBe(200);

    const rows = await t.testDb.db.query<{ text: string }>(
      `SELECT concat_ws('|', actor, call, fields::text, request_id, outcome, changes::text) AS text FROM audit_events`);
    const text = rows.map((r) => r.text).join('\n');
    for (const value of FORBIDDEN) expect(text, `the audit trail holds ${value}`).not.toContain(value);
    const redacted = { redacted: true };
    expect((await latestOf('UpdateBorrowerData'))?.changes[`/borrowers/${JANE.borrowerId}/date_of_birth_sealed`]).toEqual(redacted);
    const accountChanges = Object.entries((await latestOf('UpdateOtherAssetsAndLiabilities'))?.changes ?? {})
      .filter(([pointer]) => pointer.endsWith('/account_number'));
    expect(accountChanges.length).toBeGreaterThan(0);
    for (const [, change] of accountChanges) expect(change).toEqual(redacted);
    const lenderChanges = (await latestOf('UpdateLenderLiability'))?.changes ?? {};
    expect(Object.entries(lenderChanges).filter(([p]) => p.endsWith('/account')).map(([, c]) => c)).toEqual([redacted]);
  });
});

describe('identity checks', () => {
  const check = (who: typeof JANE, ssn: string) => app.inject({ method: 'POST', url: '/api/VerifyContact',
    payload: { offerID: who.offerId, customerRecordID: who.userId, ssn, dateOfBirth: who.dateOfBirth } });

  it('are recorded with their outcome under the offer link\'s borrower: refused, verified, locked', async () => {
    await consent(app, JANE);
    expect((await check(JANE, '999999')).json()).toMatchObject({ isPIIVerified: false, isAccountLocked: false });
    expect((await check(JANE, JANE.ssn)).json()).toMatchObject({ isPIIVerified: true });
    await consent(app, PAT);
    expect((await check(PAT, PAT.ssn)).json()).toMatchObject({ isPIIVerified: false, isAccountLocked: true });

    const events = (await eventsOf('VerifyContact')).slice(-3);
    expect(events.map((e) => [e.actorType, e.actor, e.outcome])).toEqual([
      ['borrower', String(JANE.borrowerId), 'refused'],
      ['borrower', String(JANE.borrowerId), 'verified'],
      ['borrower', String(PAT.borrowerId), 'locked'],
    ]);
    for (const event of events) {
      expect(event.fields).toEqual(['/offerID', '/customerRecordID', '/ssn', '/dateOfBirth']);
      expect(event.requestId).toBeTruthy();
      expect(JSON.stringify(event)).not.toMatch(/999999|123456|789012|1980|1972/);
    }
  });
});
