import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { lenderAuth } from '../helpers/lender';
import { exampleOffer } from '../helpers/offer-document';
import { useTestApp } from '../helpers/use-test-app';

const LIMIT = 120;
const t = useTestApp({ config: { LENDER_RATE_LIMIT: String(LIMIT), LENDER_REFUSED_RATE_LIMIT: String(LIMIT) } });
let authorization = '';

beforeAll(async () => {
  ({ authorization } = await lenderAuth(t.testDb.db, 'busy-lender'));
});

const createOffer = (auth: string | null, remoteAddress = '203.0.113.7'): InjectOptions => ({
  method: 'POST', url: '/api/CreateOffer', remoteAddress, payload: exampleOffer(),
  headers: auth === null ? {} : { authorization: auth },
});
const submittedOffers = (auth: string): InjectOptions =>
  ({ method: 'GET', url: '/api/SubmittedOffers?since=2026-01-01T00:00:00Z', headers: { authorization: auth } });

async function statuses(requests: InjectOptions[]): Promise<number[]> {
  const codes: number[] = [];
  for (const request of requests) codes.push((await t.app.inject(request)).statusCode);
  return codes;
}

function expectLimited(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('RATE_LIMITED');
  expect(res.headers['ratelimit-limit']).toBe(String(LIMIT));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('lender rate limits', () => {
  it('answers the 121st call of a key in the minute 429 with RateLimit-* and Retry-After, every call of the key counting', async () => {
    const first = await t.app.inject(createOffer(authorization));
    expect(first.statusCode).toBe(201);
    expect(first.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    const rest = await statuses(Array.from({ length: LIMIT - 1 }, () => submittedOffers(authorization)));
    expect(rest.every((s) => s === 200)).toBe(true);
    expectLimited(await t.app.inject(createOffer(authorization)));
    // Another key has its own count.
    const other = await lenderAuth(t.testDb.db, 'quiet-lender');
    expect((await t.app.inject(submittedOffers(other.authorization))).statusCode).toBe(200);
  });

  it('counts wrong and absent keys per client address: 120 answer 401, the 121st 429; another address is not held', async () => {
    const wrong = Array.from({ length: LIMIT }, (_, i) => createOffer(i % 2 === 0 ? `Bearer rpl_wrong-${i}` : null));
    expect(await statuses(wrong.map((r) => ({ ...r, remoteAddress: '198.51.100.9' })))).toEqual(Array(LIMIT).fill(401));
    expectLimited(await t.app.inject(createOffer('Bearer rpl_wrong-again', '198.51.100.9')));
    expect((await t.app.inject(createOffer('Bearer rpl_wrong-again', '198.51.100.10'))).statusCode).toBe(401);
  });

  it('carries WWW-Authenticate: Bearer on every 401 of the lender calls', async () => {
    for (const auth of [null, 'Bearer rpl_not-a-key', 'Basic abc']) {
      for (const request of [createOffer(auth, '192.0.2.44'), { ...submittedOffers(auth ?? ''), remoteAddress: '192.0.2.44' }]) {
        const res = await t.app.inject(request);
        expect(res.statusCode, `${String(auth)} ${request.url}`).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
      }
    }
  });
});
