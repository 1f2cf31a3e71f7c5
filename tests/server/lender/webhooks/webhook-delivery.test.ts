// Webhooks delivered by the server's dispatcher: signed, retried with backoff, the same event id each time, and
// still delivered when the server restarts between attempts.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLenderKey } from '../../../../src/server/lender/keys/lender-keys';
import { setWebhookEndpoint } from '../../../../src/server/lender/webhooks/webhook-endpoints';
import { signatureIsValid } from '../../../../src/server/lender/webhooks/webhook-signature';
import { buildTestApp } from '../../helpers/test-app';
import { useTestDb } from '../../helpers/use-test-app';
import { eventually, startReceiver, type Receiver } from './receiver';

const t = useTestDb();
const RETRY_BASE_MS = 200;
const DISPATCH = {
  WEBHOOK_DISPATCH: 'true', WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true', WEBHOOK_POLL_MS: '20',
  WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS),
};
let receiver: Receiver;
let secret: string;
let app: FastifyInstance | null = null;

const startServer = async (config: Record<string, string> = {}) => {
  app = await buildTestApp(t.testDb.db, { config: { ...DISPATCH, ...config } });
};
const stopServer = async () => { await app?.close(); app = null; };

/** The seed's offer, owned by acme-los, moving to Submitted: the change that writes offer.submitted. */
async function submitOffer(offerId: number): Promise<void> {
  await t.testDb.db.query('UPDATE offers SET offer_status_id = 3 WHERE offer_id = $1', [offerId]);
  await t.testDb.db.query(
    `UPDATE offers SET lender_system_id = (SELECT lender_system_id FROM lender_systems WHERE name = 'acme-los'),
       offer_status_id = 4, submitted_at = now() WHERE offer_id = $1`,
    [offerId],
  );
}

const outboxRow = async (offerId: number) => (await t.testDb.db.query<{ attempts: number; delivered: boolean }>(
  `SELECT attempts, delivered_at IS NOT NULL AS delivered FROM webhook_outbox WHERE (payload->>'offerId')::integer = $1`,
  [offerId],
))[0];

beforeAll(async () => {
  receiver = await startReceiver();
  await createLenderKey(t.testDb.db, 'acme-los');
  secret = await setWebhookEndpoint(t.testDb.db, 'acme-los', receiver.url, true);
});
afterEach(stopServer);
afterAll(async () => {
  await receiver?.close();
});

describe('webhook delivery', () => {
  it('retries a receiver that fails twice, with growing waits, sending the same signed event each time', async () => {
    receiver.deliveries.length = 0;
    receiver.answers = [500, 500];
    await startServer();
    await submitOffer(1004);
    await eventually(async () => (await outboxRow(1004))?.delivered === true, 'the event delivered');
    const got = receiver.deliveries;
    expect(got).toHaveLength(3);
    const events = got.map((d) => JSON.parse(d.body) as { id: string; type: string; data: { offerId: number } });
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    expect(events[0]).toMatchObject({ type: 'offer.submitted', data: { offerId: 1004 } });
    for (const d of got) {
      expect(d.headers['portal-event-id']).toBe(events[0]?.id);
      expect(signatureIsValid(String(d.headers['portal-signature']), d.body, secret)).toBe(true);
      expect(signatureIsValid(String(d.headers['portal-signature']), `${d.body} `, secret)).toBe(false);
    }
    const [first, second, third] = got.map((d) => d.at);
    expect(second! - first!).toBeGreaterThanOrEqual(RETRY_BASE_MS - 20);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 20);
    expect(await outboxRow(1004)).toEqual({ attempts: 3, delivered: true });
  });

  it('delivers after a restart an event whose first attempt failed', async () => {
    receiver.deliveries.length = 0;
    receiver.answers = [503];
    await startServer();
    await submitOffer(1005);
    await eventually(() => receiver.deliveries.length === 1, 'the first attempt');
    await stopServer();
    expect(await outboxRow(1005)).toEqual({ attempts: 1, delivered: false });
    await startServer();
    await eventually(async () => (await outboxRow(1005))?.delivered === true, 'the event delivered after the restart');
    const ids = receiver.deliveries.map((d) => (JSON.parse(d.body) as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('never sends one event from two servers at once, and sends every event', async () => {
    receiver.deliveries.length = 0;
    receiver.answers = [];
    const second = await t.testDb.open();
    const other = await buildTestApp(second, { config: DISPATCH });
    try {
      await startServer();
      for (const offerId of [1001, 1002, 1003, 1006, 1007]) await submitOffer(offerId);
      await eventually(async () => (await t.testDb.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM webhook_outbox WHERE delivered_at IS NULL')).at(0)?.n === 0, 'every event delivered');
      const ids = receiver.deliveries.map((d) => (JSON.parse(d.body) as { id: string }).id);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    } finally {
      await other.close();
    }
  });

  it('abandons an event after its last attempt, keeping it with the reason', async () => {
    receiver.deliveries.length = 0;
    receiver.answers = [500, 502, 500];
    await startServer({ WEBHOOK_MAX_ATTEMPTS: '2' });
    await submitOffer(1008);
    await eventually(async () => (await t.testDb.db.query(
      `SELECT 1 FROM webhook_outbox WHERE (payload->>'offerId')::integer = 1008 AND abandoned_at IS NOT NULL`)).length === 1,
    'the event abandoned');
    await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_BASE_MS));
    expect(receiver.deliveries).toHaveLength(2);
    expect(await t.testDb.db.query(`SELECT attempts, last_error AS "lastError" FROM webhook_outbox
      WHERE (payload->>'offerId')::integer = 1008`)).toEqual([{ attempts: 2, lastError: 'HTTP 502' }]);
  });
});
