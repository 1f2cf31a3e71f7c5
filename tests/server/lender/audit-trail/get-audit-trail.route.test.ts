// POST /api/GetAuditTrail: a lender key reads an offer's audit trail page by page; no key, no trail.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../../src/server/audit/audit-trail';
import { revokeLenderKeyNamed } from '../../../../src/server/lender/keys/lender-keys';
import { post } from '../../helpers/journey';
import { lenderAuth } from '../../helpers/lender';
import { JANE, JOHN, verify } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();

const JANE_OFFER = 1001;
const JOHN_OFFER = 1002;
/** No borrower works on it in this file: its events are the seed's and those this file writes to the table. */
const QUIET_OFFER = 1006;
const CONTACT_SAVES = 3;

interface Page {
  events: {
    eventId: number; occurredAt: string; actorType: string; actor: string; call: string; fields: string[];
    requestId: string | null; outcome: string | null; changes: Record<string, unknown>;
  }[];
  nextAfterEventId: number | null;
}

let authorization: string;

const trail = (body: object, headers: Record<string, string> = { authorization }): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/GetAuditTrail', headers, payload: body });

/** Every page from the start, `limit` events at a time. */
async function allPages(offerId: number, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let afterEventId: number | null = 0;
  while (afterEventId !== null) {
    const res = await trail({ offerId, afterEventId, limit });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    pages.push(page);
    afterEventId = page.nextAfterEventId;
  }
  return pages;
}

beforeAll(async () => {
  authorization = (await lenderAuth(t.testDb.db, 'audit-reader')).authorization;
  const jane = await verify(t.app, JANE);
  const john = await verify(t.app, JOHN);
  for (let n = 0; n < CONTACT_SAVES; n++) {
    const body = { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, emailAddress: `jane.${n}@example.com`,
      homePhoneNumber: '2175550123' };
    const saved = await post(t.app, '/api/UpdateBorrowerContact', body, jane);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const status = { offerId: JOHN.offerId, applicationId: JOHN.applicationId, applicationStatusId: 2 };
  expect((await post(t.app, '/api/UpdateApplicationStatus', status, john)).statusCode).toBe(200);
});

describe('POST /api/GetAuditTrail', () => {
  it("answers the offer's events in order: who, when, which call and which fields; nothing of another offer", async () => {
    const res = await trail({ offerId: JANE_OFFER });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page.nextAfterEventId).toBeNull();
    const stored = await t.testDb.db.query<{ eventId: string; call: string; fields: string[] }>(
      'SELECT audit_event_id::text AS "eventId", call, fields FROM audit_events WHERE offer_id = $1 ORDER BY audit_event_id',
      [JANE_OFFER]);
    expect(page.events.map((e) => [e.eventId, e.call, e.fields])).toEqual(stored.map((r) => [Number(r.eventId), r.call, r.fields]));
    // Jane's own changes and her identity check close the trail; the seed and the lender may come before them.
    const tail = page.events.slice(-(CONTACT_SAVES + 2));
    expect(tail.map((e) => e.call)).toEqual(
      ['UpdateBorrowerConsent', 'VerifyContact', ...Array<string>(CONTACT_SAVES).fill('UpdateBorrowerContact')]);
    for (const event of tail) expect(event).toMatchObject({ actorType: 'borrower', actor: String(JANE.borrowerId) });
    expect(tail.at(-1)?.fields).toEqual(['/applicationId', '/borrowerId', '/emailAddress', '/homePhoneNumber']);
    // The request, the check's outcome and the values before and after come with each event.
    expect(tail.map((e) => e.outcome)).toEqual([null, 'verified', ...Array<null>(CONTACT_SAVES).fill(null)]);
    for (const event of tail) expect(event.requestId).toMatch(/\S/);
    expect(tail.at(-1)?.changes).toEqual({
      [`/contacts/${JANE.borrowerId}/email_address`]: { before: `jane.${CONTACT_SAVES - 2}@example.com`, after: `jane.${CONTACT_SAVES - 1}@example.com` },
    });
    for (const event of page.events) {
      expect(event.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.parse(event.occurredAt) - Date.now())).toBeLessThan(10 * 60_000);
    }
  });

  it('pages with afterEventId and limit; nextAfterEventId is null on the last page', async () => {
    const whole = (await trail({ offerId: JANE_OFFER })).json<Page>().events;
    const pages = await allPages(JANE_OFFER, 2);
    expect(whole.length).toBeGreaterThan(2);
    expect(pages.map((p) => p.events.length)).toEqual([...Array<number>(pages.length - 1).fill(2), whole.length - 2 * (pages.length - 1)]);
    expect(pages.flatMap((p) => p.events)).toEqual(whole);
    expect(pages[0]?.nextAfterEventId).toBe(pages[0]?.events.at(-1)?.eventId);
    // A page exactly as long as what is left is the last one.
    expect((await trail({ offerId: JANE_OFFER, limit: whole.length })).json<Page>().nextAfterEventId).toBeNull();
    const afterLast = await trail({ offerId: JANE_OFFER, afterEventId: whole.at(-1)?.eventId ?? 0 });
    expect(afterLast.json()).toEqual({ events: [], nextAfterEventId: null });
  });

  it('answers 100 events a page unless asked otherwise, 500 at most, whoever the actor', async () => {
    const before = (await trail({ offerId: QUIET_OFFER, limit: 500 })).json<Page>().events.length;
    for (let n = 0; n < 120; n++) {
      const actor = n % 2 ? { type: 'lender' as const, id: 'audit-reader' } : { type: 'system' as const, id: 'file-import' };
      await recordAudit(t.testDb.db, { offerId: QUIET_OFFER, actor, call: 'ResetOffer', fields: [`/loan/${n}`] });
    }
    const first = (await trail({ offerId: QUIET_OFFER })).json<Page>();
    expect(first.events).toHaveLength(100);
    const pages = await allPages(QUIET_OFFER, 100);
    expect(pages.map((p) => p.events.length)).toEqual([100, before + 20]);
    expect(pages[0]?.events).toEqual(first.events);
    const written = pages.flatMap((p) => p.events).filter((e) => e.call === 'ResetOffer');
    expect(written.map((e) => e.fields)).toEqual(Array.from({ length: 120 }, (_, n) => [`/loan/${n}`]));
    expect(written.slice(0, 2)).toMatchObject([{ actorType: 'system', actor: 'file-import' }, { actorType: 'lender', actor: 'audit-reader' }]);
    expect((await trail({ offerId: QUIET_OFFER, limit: 500 })).json<Page>().events).toHaveLength(before + 120);
  });

  it('400 for a body its schema refuses', async () => {
    for (const body of [{}, { offerId: '1001' }, { offerId: JANE_OFFER, limit: 0 }, { offerId: JANE_OFFER, limit: 501 },
      { offerId: JANE_OFFER, afterEventId: -1 }, { offerId: JANE_OFFER, afterEventID: 3 }]) {
      const res = await trail(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it("404 for an offer that does not exist or is another key's, as for each other", async () => {
    const other = await lenderAuth(t.testDb.db, 'audit-other-system');
    await t.testDb.db.query(
      `UPDATE offers SET lender_system_id = (SELECT lender_system_id FROM lender_systems WHERE name = 'audit-other-system') WHERE offer_id = $1`,
      [JOHN_OFFER],
    );
    const unknown = await trail({ offerId: 999_999 });
    const othersOffer = await trail({ offerId: JOHN_OFFER });
    expect([unknown.statusCode, othersOffer.statusCode]).toEqual([404, 404]);
    expect(othersOffer.json()).toEqual(unknown.json());
    expect(othersOffer.json().code).toBe('LOAN_NOT_FOUND');
    const own = await trail({ offerId: JOHN_OFFER }, { authorization: other.authorization });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Page>().events.map((e) => [e.call, e.actor])).toContainEqual(['UpdateApplicationStatus', String(JOHN.borrowerId)]);
  });

  it('401 without a live lender key: none, a wrong one, a revoked one, or a borrower session', async () => {
    const revoked = await lenderAuth(t.testDb.db, 'audit-revoked');
    await revokeLenderKeyNamed(t.testDb.db, 'audit-revoked');
    const jane = await verify(t.app, JANE);
    const answers = [
      await trail({ offerId: JANE_OFFER }, {}),
      await trail({ offerId: JANE_OFFER }, { authorization: 'Bearer rpl_not-a-key' }),
      await trail({ offerId: JANE_OFFER }, { authorization: revoked.authorization }),
      await trail({ offerId: JANE_OFFER }, { cookie: jane.cookie, 'x-csrf-token': jane.csrfToken }),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([401, 'LENDER_KEY_INVALID']));
    expect(answers.some((r) => r.body.includes('events'))).toBe(false);
  });
});
