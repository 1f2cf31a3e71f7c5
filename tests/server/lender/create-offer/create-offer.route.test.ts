import { Writable } from 'node:stream';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revokeLenderKeyNamed } from '../../../../src/server/lender/keys/lender-keys';
import { databaseFingerprinter, type Fingerprint } from '../../helpers/db-fingerprint';
import { lenderAuth } from '../../helpers/lender';
import { EXAMPLE_BORROWERS, exampleOffer, exampleOfferAs } from '../../helpers/offer-document';
import { verify } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';

const logLines: string[] = [];
const t = useTestApp({
  config: { LOG_LEVEL: 'info' },
  logStream: new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } }),
});
let authorization: string;
let fingerprint: () => Promise<Fingerprint>;
let offerId = 740100;

beforeAll(async () => {
  ({ authorization } = await lenderAuth(t.testDb.db, 'acme-los'));
  fingerprint = await databaseFingerprinter(t.testDb.db);
});

/** Each test gets its own offer and borrower ids, so the tests share one database. */
let ids = { offerId, first: 0, second: 0 };
beforeEach(() => {
  offerId += 1;
  ids = { offerId, first: offerId * 10 + 1, second: offerId * 10 + 2 };
});

function offer(change: (doc: ReturnType<typeof exampleOffer>) => void = () => undefined): ReturnType<typeof exampleOffer> {
  return exampleOfferAs(ids.offerId, change);
}

const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/CreateOffer', headers: { authorization, ...headers }, payload: body as object });

/** The link ids of each borrower's offer link, as a borrower's browser would send them. */
function linkOf(answer: { borrowers: { offerLink: string }[] }, i: number): { offerId: string; userId: string } {
  const [, , offerLinkId, userLinkId] = new URL(answer.borrowers[i]?.offerLink ?? '').pathname.split('/');
  return { offerId: offerLinkId ?? '', userId: userLinkId ?? '' };
}

describe('CreateOffer', () => {
  it('refuses a call without a live lender key, logs it without the key and stores nothing', async () => {
    const before = await fingerprint();
    const { key } = await lenderAuth(t.testDb.db, 'revoked-system');
    await revokeLenderKeyNamed(t.testDb.db, 'revoked-system');
    const after = await fingerprint();
    for (const headers of [{}, { authorization: 'Bearer rpl_not-a-key' }, { authorization: `Bearer ${key}` }, { authorization: key }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/CreateOffer', headers, payload: offer() });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('LENDER_KEY_INVALID');
    }
    expect(await fingerprint()).toEqual(after);
    expect(after.lender_keys).not.toEqual(before.lender_keys);
    const log = logLines.join('');
    expect(log).toContain('lender key refused');
    expect(log).not.toContain(key);
    expect(log).not.toContain('rpl_not-a-key');
  });

  it('creates the offer with its borrowers, answers each offer link, and the links open the offer', async () => {
    const res = await send(offer());
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ offerId: ids.offerId, outcome: 'created', offerStatusID: 1 });
    expect(answer.borrowers.map((b: { borrowerId: number }) => b.borrowerId)).toEqual([ids.first, ids.second]);
    const link = linkOf(answer, 1);
    expect(link.offerId).toMatch(/^[0-9a-f]{64}$/);
    expect(link.offerId).not.toContain(String(ids.offerId));
    const opened = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: link.offerId, CustomerRecordId: link.userId } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ currentBorrowerFirstName: 'Ruth', loanOfficerName: 'Priya Natarajan' });
  });

  it('keeps SSN and date of birth only as keyed hashes and a sealed date, never in plain text', async () => {
    await send(offer());
    const [borrower] = EXAMPLE_BORROWERS;
    const rows = await t.testDb.db.query<{ text: string }>(
      `SELECT row_to_json(b)::text || row_to_json(i)::text AS text FROM borrowers b JOIN identity_verifications i USING (borrower_id)
       WHERE borrower_id = $1`, [ids.first],
    );
    expect(rows[0]?.text).toBeDefined();
    expect(rows[0]?.text).not.toContain(borrower.ssn);
    expect(rows[0]?.text).not.toContain(borrower.dateOfBirth);
    expect(rows[0]?.text).not.toContain('1975');
  });

  it('gives the borrower the prior-loan profile the lender sent', async () => {
    const created = (await send(offer())).json();
    const [daniel] = EXAMPLE_BORROWERS;
    const session = await verify(t.app, { ...linkOf(created, 0), ssn: daniel.ssn, dateOfBirth: daniel.dateOfBirth });
    const applicationId = created.borrowers[0].applicationId as number;
    const res = await t.app.inject({ method: 'POST', url: '/api/GetBorrowerData', headers: { cookie: session.cookie },
      payload: { applicationId } });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.borrowerInfo).toMatchObject({ firstName: 'Daniel', lastName: 'Okafor', dateOfBirth: daniel.dateOfBirth });
    expect(profile.contactInfo).toMatchObject({ cellPhoneNumber: '3095550142', emailAddress: 'daniel.okafor@example.com' });
    expect(profile.employmentInfo.map((e: { employerName: string }) => e.employerName))
      .toEqual(expect.arrayContaining(['State Farm Operations Center', 'Illinois Central Freight']));
    expect(profile.propertyInfo.length).toBeGreaterThan(0);
  });

  it('is idempotent: the same body again changes nothing', async () => {
    expect((await send(offer())).statusCode).toBe(201);
    const before = await fingerprint();
    const again = await send(offer());
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('unchanged');
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 409 when an Idempotency-Key comes back with another body, storing nothing', async () => {
    const key = `req-${ids.offerId}`;
    expect((await send(offer(), { 'idempotency-key': key })).statusCode).toBe(201);
    expect((await send(offer(), { 'idempotency-key': key })).json().outcome).toBe('unchanged');
    const before = await fingerprint();
    const replay = await send(offer((d) => { d.loan.loanAmount = 1; }), { 'idempotency-key': key });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await fingerprint()).toEqual(before);
  });

  it('replaces an offer no borrower has opened when the body changes', async () => {
    const first = (await send(offer())).json();
    const changed = await send(offer((d) => {
      d.loan.loanAmount = 250000;
      d.borrowers.pop();
      d.properties = [];
      for (const l of d.borrowers[0]?.otherLiabilities ?? []) l.sharedWithBorrowerIds = [];
    }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().outcome).toBe('replaced');
    expect(changed.json().borrowers).toHaveLength(1);
    const rows = await t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE offer_id = $1', [ids.offerId]);
    expect(rows[0]?.n).toBe(1);
    const link = linkOf(changed.json(), 0);
    expect(link.offerId).toBe(linkOf(first, 0).offerId);
    const opened = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: link.offerId, CustomerRecordId: link.userId } });
    expect(opened.json().loanAmount).toBe(250000);
  });

  describe('an offer a borrower is working on', () => {
    async function startedOffer(): Promise<{ cookie: string; csrfToken: string; applicationId: number }> {
      const created = (await send(offer())).json();
      const [daniel] = EXAMPLE_BORROWERS;
      const session = await verify(t.app, { ...linkOf(created, 0), ssn: daniel.ssn, dateOfBirth: daniel.dateOfBirth });
      const applicationId = created.borrowers[0].applicationId as number;
      const saved = await t.app.inject({ method: 'POST', url: '/api/UpdateApplicationStatus',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
        payload: { applicationStatusId: 2, offerId: linkOf(created, 0).offerId, applicationId } });
      expect(saved.statusCode).toBe(200);
      return { ...session, applicationId };
    }

    it('is refused with 409 for a changed body, storing nothing', async () => {
      await startedOffer();
      const before = await fingerprint();
      const res = await send(offer((d) => { d.offerDetails.newPayment = 1650; }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('OFFER_IN_PROGRESS');
      expect(await fingerprint()).toEqual(before);
    });

    it('is reset when the body says so: replaced, marked reset, the borrowers signed out', async () => {
      const session = await startedOffer();
      const res = await send(offer((d) => { d.offerDetails.newPayment = 1650; d.ifInProgress = 'reset'; }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'reset', offerStatusID: 3 });
      const rows = await t.testDb.db.query<{ reset: boolean; payment: string }>(
        'SELECT is_offer_reset AS reset, new_payment::text AS payment FROM offers WHERE offer_id = $1', [ids.offerId]);
      expect(rows[0]).toEqual({ reset: true, payment: '1650.00' });
      const after = await t.app.inject({ method: 'POST', url: '/api/GetBorrowerData', headers: { cookie: session.cookie },
        payload: { applicationId: res.json().borrowers[0].applicationId } });
      expect(after.statusCode).toBe(401);
    });

    it('is invalidated when the body says so, its data kept', async () => {
      await startedOffer();
      const res = await send(offer((d) => { d.offerDetails.newPayment = 1650; d.ifInProgress = 'invalidate'; }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'invalidated', offerStatusID: 5 });
      const rows = await t.testDb.db.query<{ payment: string }>('SELECT new_payment::text AS payment FROM offers WHERE offer_id = $1', [ids.offerId]);
      expect(rows[0]?.payment).toBe('1712.40');
    });
  });

  it('answers 400 naming every bad field, storing nothing', async () => {
    const before = await fingerprint();
    const res = await send(offer((d) => {
      d.loan.loanAmount = -5;
      const [a] = d.borrowers;
      if (a) { a.ssnLastSix = '12'; a.contact.emailAddress = 'not-an-email'; }
    }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['loan.loanAmount', 'borrowers.0.ssnLastSix', 'borrowers.0.contact.emailAddress']));
    expect(JSON.stringify(res.json())).not.toContain('"12"');
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 400 for a borrower id the offer does not have, storing nothing', async () => {
    const before = await fingerprint();
    const res = await send(offer((d) => { const [p] = d.properties ?? []; if (p) p.ownerBorrowerIds = [ids.first, 999]; }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'properties.0.ownerBorrowerIds.1', message: 'must be the borrowerId of a borrower of this offer' }]);
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses another system's offer and a record id another offer holds, storing nothing", async () => {
    const other = await lenderAuth(t.testDb.db, `broker-${ids.offerId}`);
    expect((await send(offer(), { authorization: other.authorization })).statusCode).toBe(201);
    const before = await fingerprint();
    const takeover = await send(offer((d) => { d.loan.loanAmount = 1000; }));
    expect(takeover.statusCode).toBe(403);
    ids = { ...ids, offerId: ids.offerId + 500 };
    const clash = await send(offer((d) => { const [p] = d.properties ?? []; if (p) p.realEstateOwnedId = 10021; }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('RECORD_ID_CONFLICT');
    expect(clash.json().fields).toEqual([{ field: 'properties.0.realEstateOwnedId',
      message: 'record id 10021 is taken: another offer holds it, or another record of this offer repeats it' }]);
    expect(await fingerprint()).toEqual(before);
  });

  it('records who created the offer in the audit trail, with field pointers and no identity values', async () => {
    await send(offer());
    const rows = await t.testDb.db.query<{ actor: string; call: string; fields: string }>(
      `SELECT actor_type || ':' || actor AS actor, call, fields::text AS fields FROM audit_events WHERE offer_id = $1`, [ids.offerId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'lender:acme-los/acme-los', call: 'CreateOffer' });
    expect(rows[0]?.fields).toContain('/borrowers/0/ssnLastSix');
    expect(rows[0]?.fields).not.toContain('482913');
  });
});
