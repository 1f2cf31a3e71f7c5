// The outbox: an event is written by the change that makes it, in its transaction, for the systems that reach the
// offer; a change that does not commit writes none.
import { beforeAll, describe, expect, it } from 'vitest';
import { createLenderKey } from '../../../../src/server/lender/keys/lender-keys';
import { setWebhookEndpoint } from '../../../../src/server/lender/webhooks/webhook-endpoints';
import { post } from '../../helpers/journey';
import { JANE, verify } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();

interface OutboxEvent { system: string; eventType: string; payload: Record<string, unknown> }

const outbox = (): Promise<OutboxEvent[]> => t.testDb.db.query<OutboxEvent>(
  `SELECT s.name AS system, o.event_type AS "eventType", o.payload FROM webhook_outbox o
   JOIN lender_systems s USING (lender_system_id) ORDER BY o.webhook_outbox_id`,
);

beforeAll(async () => {
  for (const name of ['acme-los', 'broker-two']) {
    await createLenderKey(t.testDb.db, name);
    await setWebhookEndpoint(t.testDb.db, name, `https://${name}.example/hooks`, false);
  }
  await t.testDb.db.query(
    "UPDATE offers SET lender_system_id = (SELECT lender_system_id FROM lender_systems WHERE name = 'acme-los') WHERE offer_id = 1002",
  );
});

describe('the webhook outbox', () => {
  it('writes nothing when the change is rolled back', async () => {
    await expect(t.testDb.db.transaction(async (tx) => {
      await tx.query('UPDATE offers SET offer_status_id = 4, submitted_at = now() WHERE offer_id = 1002');
      expect(await tx.query('SELECT 1 FROM webhook_outbox')).toHaveLength(1);
      throw new Error('the change fails after the event was written');
    })).rejects.toThrow('the change fails');
    expect(await outbox()).toEqual([]);
  });

  it("writes offer.submitted for the offer's own system when the change commits", async () => {
    await t.testDb.db.query('UPDATE offers SET offer_status_id = 4, submitted_at = now() WHERE offer_id = 1002');
    expect(await outbox()).toEqual([
      { system: 'acme-los', eventType: 'offer.submitted', payload: expect.objectContaining({ offerId: 1002 }) },
    ]);
  });

  it("writes borrower.status_changed to every system for the installation's own offer, with old and new status", async () => {
    await t.testDb.db.query('DELETE FROM webhook_outbox');
    await t.testDb.db.query('UPDATE applications SET application_status_id = 1 WHERE application_id = 7001');
    await t.testDb.db.query('DELETE FROM webhook_outbox');
    await t.testDb.db.query('UPDATE applications SET application_status_id = 2 WHERE application_id = 7001');
    const data = { offerId: 1001, borrowerId: 5001, applicationId: 7001, applicationStatusId: 2, previousApplicationStatusId: 1 };
    expect(await outbox()).toEqual([
      { system: 'acme-los', eventType: 'borrower.status_changed', payload: data },
      { system: 'broker-two', eventType: 'borrower.status_changed', payload: data },
    ]);
    const ids = await t.testDb.db.query<{ n: number }>('SELECT count(DISTINCT event_id)::integer AS n FROM webhook_outbox');
    expect(ids[0]?.n).toBe(1);
  });

  it("writes borrower.status_changed from the borrower's own call, in the call's transaction", async () => {
    await t.testDb.db.query('DELETE FROM webhook_outbox');
    const jane = await verify(t.app, JANE);
    const body = { offerId: JANE.offerId, applicationId: JANE.applicationId, applicationStatusId: 1 };
    const answer = await post(t.app, '/api/UpdateApplicationStatus', body, jane);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await outbox()).map((e) => [e.system, e.eventType, e.payload.applicationStatusId])).toEqual([
      ['acme-los', 'borrower.status_changed', 1], ['broker-two', 'borrower.status_changed', 1],
    ]);
  });
});
