import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLenderKey } from '../../../../src/server/lender/keys/lender-keys';
import { lenderAuth } from '../../helpers/lender';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();
let authorization = '';

type Query = Record<string, string>;

const poll = (query: Query, auth: string | null = authorization): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'GET',
    url: `/api/SubmittedOffers?${new URLSearchParams(query).toString()}`,
    headers: auth === null ? {} : { authorization: auth },
  });

const listed = async (query: Query): Promise<number[]> =>
  (await poll(query)).json<{ offers: { offerId: number }[] }>().offers.map((o) => o.offerId);

const submit = (offerId: number, statusId: number, at: string, owner: string | null = null): Promise<unknown> =>
  t.testDb.db.query(
    `UPDATE offers SET offer_status_id = $2, submitted_at = $3::timestamptz,
       lender_system_id = (SELECT lender_system_id FROM lender_systems WHERE name = $4) WHERE offer_id = $1`,
    [offerId, statusId, at, owner],
  );

const loanNumber = async (offerId: number): Promise<string> =>
  (await t.testDb.db.query<{ n: string }>('SELECT loan_number AS n FROM offers WHERE offer_id = $1', [offerId]))[0]!.n;

const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

beforeAll(async () => {
  authorization = (await lenderAuth(t.testDb.db, 'polling-lender')).authorization;
  await createLenderKey(t.testDb.db, 'another-lender');
});

describe('SubmittedOffers lists every Submitted offer', () => {
  it("lists the demo's Submitted offer 1004 as the seed left it", async () => {
    expect(await listed({ since: '2000-01-01T00:00:00Z' })).toEqual([1004]);
  });
});

describe('SubmittedOffers', () => {
  // In the listing's order, three pages of two: 1001 and 1004 share an instant across the first page's end, and
  // 1008 and 1002 lie within one millisecond across the second's.
  beforeAll(async () => {
    await t.testDb.db.query('UPDATE offers SET offer_status_id = 1, submitted_at = NULL, lender_system_id = NULL');
    await submit(1003, 4, '2024-02-01T12:00:00Z');
    await submit(1001, 4, '2024-03-02T09:30:15.250Z');
    await submit(1004, 4, '2024-03-02T09:30:15.250Z');
    await submit(1008, 4, '2024-03-03T00:00:00.000100Z');
    await submit(1002, 4, '2024-03-03T00:00:00.000300Z');
    await submit(1006, 6, '2024-03-03T00:00:00Z');
    await submit(1007, 4, '2024-03-04T08:00:00Z', 'polling-lender');
    await submit(1005, 4, '2024-03-05T08:00:00Z', 'another-lender');
  });

  it('lists the Submitted offers the key reaches, submitted at or after since, oldest first', async () => {
    const res = await poll({ since: '2024-03-02T09:30:15.250Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      offers: [
        { offerId: 1001, loanNumber: await loanNumber(1001), submittedAt: '2024-03-02T09:30:15.250Z' },
        { offerId: 1004, loanNumber: await loanNumber(1004), submittedAt: '2024-03-02T09:30:15.250Z' },
        { offerId: 1008, loanNumber: await loanNumber(1008), submittedAt: '2024-03-03T00:00:00.000Z' },
        { offerId: 1002, loanNumber: await loanNumber(1002), submittedAt: '2024-03-03T00:00:00.000Z' },
        { offerId: 1007, loanNumber: await loanNumber(1007), submittedAt: '2024-03-04T08:00:00.000Z' },
      ],
      nextCursor: expect.any(String),
      hasMore: false,
    });
  });

  it('reads since in its own time zone, and answers an empty list after the last submission', async () => {
    expect(await listed({ since: '2024-03-02T11:30:15.251+02:00' })).toEqual([1008, 1002, 1007]);
    const later = await poll({ since: '2024-03-04T08:00:00.001Z' });
    expect(later.json()).toEqual({ offers: [], nextCursor: null, hasMore: false });
  });

  it('pages with a cursor and a limit: each offer exactly once, in order, those sharing an instant too', async () => {
    const pages: number[][] = [];
    let page = (await poll({ since: '2024-01-01T00:00:00Z', limit: '2' })).json();
    pages.push(page.offers.map((o: { offerId: number }) => o.offerId));
    while (page.hasMore === true) {
      page = (await poll({ cursor: page.nextCursor, limit: '2' })).json();
      pages.push(page.offers.map((o: { offerId: number }) => o.offerId));
    }
    expect(pages).toEqual([[1003, 1001], [1004, 1008], [1002, 1007]]);
    const polledLater = await poll({ cursor: page.nextCursor, limit: '2' });
    expect(polledLater.json()).toEqual({ offers: [], nextCursor: page.nextCursor, hasMore: false });
    await submit(1006, 4, '2024-03-04T09:00:00Z');
    try {
      expect(await listed({ cursor: page.nextCursor })).toEqual([1006]);
    } finally {
      await submit(1006, 6, '2024-03-03T00:00:00Z');
    }
  });

  it('answers 400 with the field for a missing or malformed since', async () => {
    for (const since of [null, 'yesterday', '2024-03-01', '2024-03-01T10:00:00', '2024-13-01T10:00:00Z']) {
      const res = await poll(since === null ? {} : { since });
      expect(res.statusCode, String(since)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['since']);
    }
  });

  it('answers 400 naming the field for a cursor the call never answered, or a limit out of 1..500', async () => {
    const cursors = ['', 'not a cursor!', base64url('2024-03-02|1004'), base64url('2024-02-31T00:00:00.000000Z|1004'),
      base64url('2024-03-02T09:30:15.250000Z|99999999999'), base64url('2024-03-02T09:30:15.250000Z|1004|1')];
    const limits = ['0', '501', 'two', '-1', '2.5'];
    const bad = [...cursors.map((cursor) => ({ cursor })), ...limits.map((limit) => ({ since: '2024-01-01T00:00:00Z', limit }))];
    for (const query of bad) {
      const res = await poll(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['cursor' in query ? 'cursor' : 'limit']);
    }
  });

  it('answers 401 without a valid key', async () => {
    for (const auth of [null, 'Bearer rpl_unknown']) {
      const res = await poll({ since: '2024-01-01T00:00:00Z' }, auth);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('LENDER_KEY_INVALID');
    }
  });
});
