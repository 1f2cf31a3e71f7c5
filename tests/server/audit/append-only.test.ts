// The audit trail is append-only in the database itself: whoever connects (the tests connect as the owner), an UPDATE,
// a DELETE or a TRUNCATE of audit_events is refused and the events stay as they were.
import { describe, expect, it } from 'vitest';
import { post } from '../helpers/journey';
import { JANE, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

const trailText = async (): Promise<string> =>
  JSON.stringify(await t.testDb.db.query('SELECT * FROM audit_events ORDER BY audit_event_id'));

/** One event of a borrower's save, made through the portal, to rewrite. */
async function janesLatestEvent(): Promise<number> {
  const jane = await verify(t.app, JANE);
  const body = { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, emailAddress: 'jane.append@example.com',
    homePhoneNumber: '2175550123' };
  const saved = await post(t.app, '/api/UpdateBorrowerContact', body, jane);
  expect(saved.statusCode, saved.body).toBe(200);
  const [row] = await t.testDb.db.query<{ id: string }>(
    "SELECT max(audit_event_id)::text AS id FROM audit_events WHERE call = 'UpdateBorrowerContact'");
  return Number(row?.id);
}

describe('audit_events refuses every rewrite', () => {
  it.each([
    ['an UPDATE of the actor', "UPDATE audit_events SET actor = 'someone else' WHERE audit_event_id = $1"],
    ['an UPDATE of every event', "UPDATE audit_events SET fields = '[]'::jsonb WHERE audit_event_id <= $1::bigint"],
    ['a DELETE', 'DELETE FROM audit_events WHERE audit_event_id = $1'],
  ])('%s', async (_what, sql) => {
    const eventId = await janesLatestEvent();
    const before = await trailText();
    await expect(t.testDb.db.query(sql, [eventId])).rejects.toThrow(/audit_events is append-only/);
    expect(await trailText()).toBe(before);
  });

  it.each([
    'TRUNCATE audit_events',
    'TRUNCATE audit_events RESTART IDENTITY',
    'TRUNCATE offers CASCADE',
  ])('%s', async (sql) => {
    await janesLatestEvent();
    const before = await trailText();
    await expect(t.testDb.db.query(sql)).rejects.toThrow(/audit_events is append-only/);
    expect(await trailText()).toBe(before);
  });

  it('still takes new events', async () => {
    const first = await janesLatestEvent();
    expect(await janesLatestEvent()).toBeGreaterThan(first);
  });
});
