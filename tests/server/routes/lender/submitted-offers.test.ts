import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLenderKey } from '../../../../src/server/lender/lender-keys';
import { lenderAuth } from '../../helpers/lender';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();
let authorization = '';

const poll = (since: string | null, auth: string | null = authorization): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'GET',
    url: since === null ? '/api/SubmittedOffers' : `/api/SubmittedOffers?since=${encodeURIComponent(since)}`,
    headers: auth === null ? {} : { authorization: auth },
  });

const submit = (offerId: number, statusId: number, at: string, owner: string | null = null): Promise<unknown> =>
  t.testDb.db.query(
    `UPDATE offers SET offer_status_id = $2, submitted_at = $3::timestamptz,
       lender_system_id = (SELECT lender_system_id FROM lender_systems WHERE name = $4) WHERE offer_id = $1`,
    [offerId, statusId, at, owner],
  );

const loanNumber = async (offerId: number): Promise<string> =>
  (await t.testDb.db.query<{ n: string }>('SELECT loan_number AS n FROM offers WHERE offer_id = $1', [offerId]))[0]!.n;

beforeAll(async () => {
  authorization = (await lenderAuth(t.testDb.db, 'polling-lender')).authorization;
  await createLenderKey(t.testDb.db, 'another-lender');
  await t.testDb.db.query('UPDATE offers SET offer_status_id = 1, submitted_at = NULL, lender_system_id = NULL');
  await submit(1003, 4, '2024-02-01T12:00:00Z');
  await submit(1002, 4, '2024-03-01T10:00:00Z');
  await submit(1004, 4, '2024-03-02T09:30:15.250Z');
  await submit(1006, 6, '2024-03-03T00:00:00Z');
  await submit(1007, 4, '2024-03-04T08:00:00Z', 'polling-lender');
  await submit(1005, 4, '2024-03-05T08:00:00Z', 'another-lender');
});

describe('SubmittedOffers', () => {
  it('lists the Submitted offers the key reaches, submitted at or after since, oldest first', async () => {
    const res = await poll('2024-03-01T10:00:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      offers: [
        { offerId: 1002, loanNumber: await loanNumber(1002), submittedAt: '2024-03-01T10:00:00.000Z' },
        { offerId: 1004, loanNumber: await loanNumber(1004), submittedAt: '2024-03-02T09:30:15.250Z' },
        { offerId: 1007, loanNumber: await loanNumber(1007), submittedAt: '2024-03-04T08:00:00.000Z' },
      ],
    });
  });

  it('reads since in its own time zone, and answers an empty list after the last submission', async () => {
    const offset = await poll('2024-03-02T11:30:15.250+02:00');
    expect(offset.json().offers.map((o: { offerId: number }) => o.offerId)).toEqual([1004, 1007]);
    const later = await poll('2024-03-04T08:00:00.001Z');
    expect(later.json()).toEqual({ offers: [] });
  });

  it('answers 400 with the field for a missing or malformed since', async () => {
    for (const since of [null, 'yesterday', '2024-03-01', '2024-03-01T10:00:00', '2024-13-01T10:00:00Z']) {
      const res = await poll(since);
      expect(res.statusCode, String(since)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['since']);
    }
  });

  it('answers 401 without a valid key', async () => {
    for (const auth of [null, 'Bearer rpl_unknown']) {
      const res = await poll('2024-01-01T00:00:00Z', auth);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('LENDER_KEY_INVALID');
    }
  });
});
