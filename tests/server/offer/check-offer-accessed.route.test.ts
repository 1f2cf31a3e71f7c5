import { describe, expect, it } from 'vitest';
import { GRACE, LUIS, NOAH, post } from '../helpers/journey';
import { buildTestApp, consent, JANE, JOHN, MARY, type LinkOf } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

const link = (who: LinkOf) => ({ offerId: who.offerId, CustomerRecordId: who.userId });
const checkAccessed = (who: LinkOf) => post(t.app, '/api/CheckOfferAccessed', link(who));
const statusOf = async (offerId: string) =>
  (await t.testDb.db.query<{ status: number }>('SELECT offer_status_id AS status FROM offers WHERE link_id = $1', [offerId]))[0]?.status;
const auditOf = (offerId: string) =>
  t.testDb.db.query<{ actor_type: string; actor: string; call: string; fields: string[]; has_request_id: boolean }>(
    `SELECT e.actor_type, e.actor, e.call, e.fields, e.request_id IS NOT NULL AS has_request_id FROM audit_events e JOIN offers o ON o.offer_id = e.offer_id
     WHERE o.link_id = $1 AND e.call = 'CheckOfferAccessed' ORDER BY e.audit_event_id`,
    [offerId],
  );

describe('POST /api/CheckOfferAccessed', () => {
  it('the first opening moves a New offer to Accessed and records it once, as the link\'s borrower', async () => {
    expect(await statusOf(JANE.offerId)).toBe(1);
    const first = await checkAccessed(JANE);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ offerStatusID: 2, accessed: true });
    expect(await statusOf(JANE.offerId)).toBe(2);
    const again = await checkAccessed(JANE);
    expect(again.json()).toEqual({ offerStatusID: 2, accessed: true });
    expect(await auditOf(JANE.offerId)).toEqual([
      { actor_type: 'borrower', actor: String(JANE.borrowerId), call: 'CheckOfferAccessed', fields: ['/offerStatusID'],
        has_request_id: true },
    ]);
    const offer = await post(t.app, '/api/GetOffer', link(JANE));
    expect(offer.json().offerStatusID).toBe(2);
  });

  it('never lowers a later status, and records nothing then', async () => {
    await consent(t.app, JOHN);
    expect(await statusOf(JOHN.offerId)).toBe(3);
    for (const [who, status] of [[JOHN, 3], [MARY, 3], [LUIS, 2], [GRACE, 4], [{ offerId: '1005', userId: '5006' }, 5]] as const) {
      const res = await checkAccessed(who);
      expect(res.json(), who.offerId).toEqual({ offerStatusID: status, accessed: true });
      expect(await statusOf(who.offerId)).toBe(status);
      expect(await auditOf(who.offerId)).toEqual([]);
    }
  });

  it('parallel openings of a New offer change it once', async () => {
    const pat = { offerId: '1006', userId: '5007' };
    expect(await statusOf(pat.offerId)).toBe(1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkAccessed(pat)));
    expect(answers.map((res) => res.json().offerStatusID)).toEqual([2, 2, 2, 2, 2]);
    expect(await auditOf(pat.offerId)).toHaveLength(1);
  });

  it('404 for a pair that is no offer link, NO_ACTIVE_OFFER for an inactive offer; nothing changes', async () => {
    const mixed = await checkAccessed({ offerId: JANE.offerId, userId: JOHN.userId });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('LOAN_NOT_FOUND');
    expect((await checkAccessed({ offerId: '9999', userId: '5001' })).json().code).toBe('LOAN_NOT_FOUND');
    const inactive = await checkAccessed(NOAH);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().code).toBe('NO_ACTIVE_OFFER');
    expect(await statusOf(NOAH.offerId)).toBe(1);
  });

  it('400 for a body without the link ids', async () => {
    const res = await post(t.app, '/api/CheckOfferAccessed', { offerId: JANE.offerId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'CustomerRecordId', message: expect.any(String) }]);
  });

  it('is limited per client address like GetOffer', async () => {
    await t.testDb.db.query('DELETE FROM rate_limit_buckets');
    const limited = await buildTestApp(t.testDb.db, { config: { PUBLIC_RATE_LIMIT: '2' } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await post(limited, '/api/CheckOfferAccessed', link(JANE))).statusCode);
    await limited.close();
    expect(codes).toEqual([200, 200, 429]);
  });
});
