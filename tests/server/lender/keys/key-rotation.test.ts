// A lender system's offers are the system's, not its key's: after a key is rotated (a new key of the system, the old
// one revoked) the new key reaches every offer the old one sent, the old key opens nothing, and another system's
// key finds none of them.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { revokeLenderKeyNamed } from '../../../../src/server/lender/keys/lender-keys';
import { lenderAuth } from '../../helpers/lender';
import { exampleOfferAs } from '../../helpers/offer-document';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();

/** Sent by the old key, then Submitted; and sent by the old key, not yet opened. */
const SUBMITTED = 740031;
const UNOPENED = 740032;
const SUBMITTED_REQUEST = 'offer-740031-v1';

type Auth = { authorization: string; label: string };
let oldKey: Auth;
let newKey: Auth;
let otherSystem: Auth;

const post = (auth: Auth, url: string, payload: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, headers: { authorization: auth.authorization, ...headers }, payload });
const createOffer = (auth: Auth, body: object, headers: Record<string, string> = {}) => post(auth, '/api/CreateOffer', body, headers);
const exportMismo = (auth: Auth, offerId: number) => post(auth, '/api/ExportMismo', { offerId });
const auditTrail = (auth: Auth, offerId: number) => post(auth, '/api/GetAuditTrail', { offerId, limit: 500 });
const submittedOffers = (auth: Auth): Promise<LightMyRequestResponse> => t.app.inject({
  method: 'GET', url: '/api/SubmittedOffers?since=2000-01-01T00:00:00Z', headers: { authorization: auth.authorization },
});
const listed = async (auth: Auth): Promise<number[]> =>
  (await submittedOffers(auth)).json<{ offers: { offerId: number }[] }>().offers.map((o) => o.offerId);

beforeAll(async () => {
  oldKey = await lenderAuth(t.testDb.db, 'acme-los');
  expect((await createOffer(oldKey, exampleOfferAs(SUBMITTED), { 'idempotency-key': SUBMITTED_REQUEST })).statusCode).toBe(201);
  expect((await createOffer(oldKey, exampleOfferAs(UNOPENED))).statusCode).toBe(201);
  await t.testDb.db.query('UPDATE offers SET offer_status_id = 4, submitted_at = now() WHERE offer_id = $1', [SUBMITTED]);
  newKey = await lenderAuth(t.testDb.db, 'acme-los');
  await revokeLenderKeyNamed(t.testDb.db, oldKey.label);
  otherSystem = await lenderAuth(t.testDb.db, 'broker-two');
});

describe("a lender system's key rotated", () => {
  it('gives the new key a label of its own', () => {
    expect([oldKey.label, newKey.label]).toEqual(['acme-los', 'acme-los-2']);
  });

  it("lets the new key export the old key's submitted offer and read its audit trail, naming system and key", async () => {
    const exported = await exportMismo(newKey, SUBMITTED);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(`LN-${SUBMITTED}`);
    const trail = await auditTrail(newKey, SUBMITTED);
    expect(trail.statusCode, trail.body).toBe(200);
    const events = trail.json<{ events: { call: string; actor: string }[] }>().events.map((e) => [e.call, e.actor]);
    expect(events).toEqual(expect.arrayContaining([['CreateOffer', 'acme-los/acme-los'], ['ExportMismo', 'acme-los/acme-los-2']]));
  });

  it("lists the old key's submitted offer to the new key", async () => {
    expect(await listed(newKey)).toContain(SUBMITTED);
  });

  it("answers the old key's offers sent again by the new key as unchanged, by Idempotency-Key or by offer id", async () => {
    const again = await createOffer(newKey, exampleOfferAs(SUBMITTED), { 'idempotency-key': SUBMITTED_REQUEST });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().outcome).toBe('unchanged');
    const reused = await createOffer(newKey, exampleOfferAs(UNOPENED), { 'idempotency-key': SUBMITTED_REQUEST });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const byOfferId = await createOffer(newKey, exampleOfferAs(UNOPENED));
    expect(byOfferId.statusCode, byOfferId.body).toBe(200);
    expect(byOfferId.json().outcome).toBe('unchanged');
  });

  it("lets the new key replace the old key's unopened offer", async () => {
    const replaced = await createOffer(newKey, exampleOfferAs(UNOPENED, (d) => { d.loan.loanAmount = 250000; }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().outcome).toBe('replaced');
    const events = (await auditTrail(newKey, UNOPENED)).json<{ events: { call: string; actor: string }[] }>().events;
    expect(events.at(-1)).toMatchObject({ call: 'CreateOffer', actor: 'acme-los/acme-los-2' });
  });

  it('answers 401 to the revoked key on every call', async () => {
    const answers = [
      await createOffer(oldKey, exampleOfferAs(UNOPENED)), await exportMismo(oldKey, SUBMITTED),
      await auditTrail(oldKey, SUBMITTED), await submittedOffers(oldKey),
    ];
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual(Array(4).fill([401, 'LENDER_KEY_INVALID']));
  });

  it("answers another system's key as if the offers did not exist, and refuses it their replacement", async () => {
    for (const answer of [await exportMismo(otherSystem, SUBMITTED), await auditTrail(otherSystem, SUBMITTED)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('LOAN_NOT_FOUND');
    }
    expect(await listed(otherSystem)).not.toContain(SUBMITTED);
    const takeover = await createOffer(otherSystem, exampleOfferAs(UNOPENED, (d) => { d.loan.loanAmount = 1000; }));
    expect(takeover.statusCode).toBe(403);
  });
});
