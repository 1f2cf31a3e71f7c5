// auditedTransaction on its own: one event after a change that succeeds, in the change's own transaction.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuditDetails, auditedTransaction, type SetAuditDetails } from '../../../src/server/audit/audited-transaction';
import type { Queryable } from '../../../src/server/db/types';
import type { GuardedSession } from '../../../src/server/auth/sessions';
import { JANE } from '../helpers/test-app';
import { useTestDb } from '../helpers/use-test-app';
import { auditRowsAfter, lastAuditEventId } from './audit-rows';

const JANE_OFFER = 1001;
const janeSession: GuardedSession = {
  sessionId: 1, csrfTokenHash: 'unused', borrowerId: JANE.borrowerId, offerId: JANE_OFFER, offerLinkId: JANE.offerId,
  applicationId: JANE.applicationId, hasSignedConsent: true, locked: false, offerStatusId: 1, offerActive: true,
  profileVersion: 0,
};

const t = useTestDb();
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
  await t.testDb.db.query('UPDATE applications SET is_offer_reviewed = false WHERE application_id = $1', [JANE.applicationId]);
});

/** The change the work makes: a column nothing else in this file touches. */
const markReviewed = (tx: Queryable) =>
  tx.query('UPDATE applications SET is_offer_reviewed = true WHERE application_id = $1', [JANE.applicationId]);

const isReviewed = async (): Promise<boolean> => {
  const [row] = await t.testDb.db.query<{ reviewed: boolean }>(
    'SELECT is_offer_reviewed AS reviewed FROM applications WHERE application_id = $1', [JANE.applicationId]);
  return row?.reviewed ?? false;
};

/** A one-route app whose POST /api/ChangeSomething runs `work` audited, as `session` (or with none). */
async function appRunning(
  work: (tx: Queryable, setDetails: SetAuditDetails) => Promise<unknown>,
  session: GuardedSession | null,
  details?: AuditDetails,
): Promise<FastifyInstance> {
  app = Fastify();
  app.decorateRequest('portalSession', null);
  app.post('/api/ChangeSomething', {
    onRequest: async (request) => {
      request.portalSession = session;
    },
  }, async (request) => {
    await auditedTransaction(t.testDb.db, request, work, details);
    return { ok: true };
  });
  await app.ready();
  return app;
}

const send = (running: FastifyInstance, payload: object) =>
  running.inject({ method: 'POST', url: '/api/ChangeSomething', payload });

describe('auditedTransaction', () => {
  it("records one event: the session's borrower and offer, the call, the body's leaf pointers", async () => {
    const mark = await lastAuditEventId(t.testDb.db);
    const res = await send(await appRunning(markReviewed, janeSession), { applicationId: 7001, contact: { email: 'x@example.com' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await isReviewed()).toBe(true);
    expect(await auditRowsAfter(t.testDb.db, mark)).toEqual([{
      offerId: JANE_OFFER, actorType: 'borrower', actor: String(JANE.borrowerId), call: 'ChangeSomething',
      fields: ['/applicationId', '/contact/email'],
    }]);
  });

  it('records the fields the route names instead of the body', async () => {
    const mark = await lastAuditEventId(t.testDb.db);
    await send(await appRunning(markReviewed, janeSession, { fields: ['/isOfferReviewed'] }), { borrowerId: 5001 });
    expect((await auditRowsAfter(t.testDb.db, mark)).map((r) => r.fields)).toEqual([['/isOfferReviewed']]);
  });

  it('records the borrower and fields the work names inside the transaction, over the session and the defaults', async () => {
    const mark = await lastAuditEventId(t.testDb.db);
    const work = async (tx: Queryable, setDetails: SetAuditDetails) => {
      await markReviewed(tx);
      setDetails({ borrower: { offerId: 1002, borrowerId: 5003 } });
      setDetails({ fields: ['/hasSignedConsent'] });
    };
    await send(await appRunning(work, null, { fields: ['/ignored'] }), { offerID: '1002', borrowerId: '5003' });
    expect(await auditRowsAfter(t.testDb.db, mark)).toEqual([{
      offerId: 1002, actorType: 'borrower', actor: '5003', call: 'ChangeSomething', fields: ['/hasSignedConsent'],
    }]);
  });

  it('records nothing, and keeps nothing of the change, when the work throws after changing', async () => {
    const mark = await lastAuditEventId(t.testDb.db);
    const work = async (tx: Queryable) => {
      await markReviewed(tx);
      throw new Error('the save failed half way');
    };
    const res = await send(await appRunning(work, janeSession), { applicationId: 7001 });
    expect(res.statusCode).toBe(500);
    expect(await isReviewed()).toBe(false);
    expect(await auditRowsAfter(t.testDb.db, mark)).toEqual([]);
  });

  it('undoes the change when its event cannot be written (one transaction)', async () => {
    const mark = await lastAuditEventId(t.testDb.db);
    // An offer that does not exist: the event's foreign key refuses it after the change was made.
    const res = await send(await appRunning(markReviewed, { ...janeSession, offerId: 999_999 }), { applicationId: 7001 });
    expect(res.statusCode).toBe(500);
    expect(await isReviewed()).toBe(false);
    expect(await auditRowsAfter(t.testDb.db, mark)).toEqual([]);
  });

  it('refuses to keep a change with no author: no session and no borrower named', async () => {
    const mark = await lastAuditEventId(t.testDb.db);
    const res = await send(await appRunning(markReviewed, null), { applicationId: 7001 });
    expect(res.statusCode).toBe(500);
    expect(await isReviewed()).toBe(false);
    expect(await auditRowsAfter(t.testDb.db, mark)).toEqual([]);
  });
});
