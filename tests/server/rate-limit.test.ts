import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/types';
import { errorBody } from '../../src/server/errors';
import { buildTestApp, testConfig, verify } from './helpers/test-app';
import { useTestDb } from './helpers/use-test-app';

const t = useTestDb();
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  await t.testDb.db.query('DELETE FROM rate_limit_buckets');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app server on `db` (default: the test database's first connection) with these limits. */
const server = async (config: Record<string, string>, db: Db = t.testDb.db): Promise<FastifyInstance> => {
  const app = await buildTestApp(db, { config });
  apps.push(app);
  return app;
};

const LUIS = { offerId: '1003', userId: '5004', borrowerId: 5004, ssn: '456789', dateOfBirth: '11/30/1969' };
const UNKNOWN_BORROWER = '9999';

const getOffer = (borrowerId = LUIS.userId): InjectOptions =>
  ({ method: 'POST', url: '/api/GetOffer', payload: { offerId: LUIS.offerId, CustomerRecordId: borrowerId } });
const consent = (borrowerId = LUIS.userId): InjectOptions =>
  ({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload: { offerID: LUIS.offerId, borrowerId } });
const statusByLink = (borrowerId = LUIS.userId, slash = '/'): InjectOptions =>
  ({ method: 'GET', url: `/api/GetOfferStatus${slash}?offerID=${LUIS.offerId}&customerRecordId=${borrowerId}` });
const verifyUnknownOffer: InjectOptions = {
  method: 'POST', url: '/api/VerifyContact',
  payload: { offerID: '9999', customerRecordID: LUIS.userId, ssn: LUIS.ssn, dateOfBirth: LUIS.dateOfBirth },
};

const from = (remoteAddress: string, request: InjectOptions): InjectOptions => ({ ...request, remoteAddress });

const statuses = async (app: FastifyInstance, requests: InjectOptions[]): Promise<number[]> => {
  const codes: number[] = [];
  for (const request of requests) codes.push((await app.inject(request)).statusCode);
  return codes;
};

const expectRateLimited = (res: { statusCode: number; json: () => unknown }): void => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(errorBody('RATE_LIMITED'));
};

describe('rate limits shared through the database', () => {
  it('give two app servers on one database one count per client', async () => {
    const first = await server({ PUBLIC_RATE_LIMIT: '3' });
    const second = await server({ PUBLIC_RATE_LIMIT: '3' }, await t.testDb.open());
    expect(await statuses(first, [getOffer(), getOffer(), getOffer()])).toEqual([200, 200, 200]);
    expectRateLimited(await second.inject(getOffer()));
    expectRateLimited(await first.inject(getOffer()));
  });

  it('keep VERIFY_RATE_LIMIT on identity checks, shared by the servers too', async () => {
    const first = await server({ VERIFY_RATE_LIMIT: '2' });
    const second = await server({ VERIFY_RATE_LIMIT: '2' }, await t.testDb.open());
    expect(await statuses(first, [verifyUnknownOffer, verifyUnknownOffer])).toEqual([404, 404]);
    expectRateLimited(await second.inject(verifyUnknownOffer));
  });

  it('count each route on its own', async () => {
    const app = await server({ PUBLIC_RATE_LIMIT: '2', VERIFY_RATE_LIMIT: '2' });
    expect(await statuses(app, [getOffer(), getOffer(), getOffer()])).toEqual([200, 200, 429]);
    expect(await statuses(app, [consent(), verifyUnknownOffer])).toEqual([200, 404]);
  });

  it('count each client address on its own', async () => {
    const app = await server({ PUBLIC_RATE_LIMIT: '2' });
    expect(await statuses(app, [from('10.0.0.1', getOffer()), from('10.0.0.1', getOffer())])).toEqual([200, 200]);
    expect((await app.inject(from('10.0.0.2', getOffer()))).statusCode).toBe(200);
    expectRateLimited(await app.inject(from('10.0.0.1', getOffer())));
  });

  it('start again once the window has ended', async () => {
    const app = await server({ PUBLIC_RATE_LIMIT: '1' });
    expect(await statuses(app, [getOffer(), getOffer()])).toEqual([200, 429]);
    await t.testDb.db.query(`UPDATE rate_limit_buckets SET window_ends_at = now() - interval '1 second'`);
    expect((await app.inject(getOffer())).statusCode).toBe(200);
  });

  it('refuse the call as rate-limited, not with a 500, when the database cannot count', async () => {
    const db = t.testDb.db;
    const cannotCount: Db = {
      ...db,
      query: <T>(sql: string, params?: never[]) =>
        sql.includes('rate_limit_buckets') ? Promise.reject(new Error('connection terminated')) : db.query<T>(sql, params),
    };
    const app = await server({}, cannotCount);
    expectRateLimited(await app.inject(getOffer()));
  });
});

describe('public calls', () => {
  // A guesser's wrong pairs use up the count: the right pair is then refused too.
  it.each([
    ['GetOffer', getOffer, 404],
    ['UpdateBorrowerConsent', consent, 404],
    ['GetOfferStatus by link', statusByLink, 404],
  ] as const)('%s answers 429 past PUBLIC_RATE_LIMIT', async (_name, call, guessStatus) => {
    const app = await server({ PUBLIC_RATE_LIMIT: '3' });
    const guesses = [call(UNKNOWN_BORROWER), call(UNKNOWN_BORROWER + 1), call(UNKNOWN_BORROWER + 2)];
    expect(await statuses(app, guesses)).toEqual([guessStatus, guessStatus, guessStatus]);
    expectRateLimited(await app.inject(call()));
  });

  it('GetOfferStatus counts both spellings of its path as one', async () => {
    const app = await server({ PUBLIC_RATE_LIMIT: '2' });
    expect(await statuses(app, [statusByLink(LUIS.userId, '/'), statusByLink(LUIS.userId, '')])).toEqual([200, 200]);
    expectRateLimited(await app.inject(statusByLink(LUIS.userId, '')));
    expectRateLimited(await app.inject(statusByLink(LUIS.userId, '/')));
  });

  it('GetOfferStatus with a session, as the dashboard polls it, is not limited', async () => {
    const app = await server({ PUBLIC_RATE_LIMIT: '1' });
    const session = await verify(app, LUIS);
    const poll: InjectOptions = {
      method: 'GET', url: `/api/GetOfferStatus/?offerID=${LUIS.offerId}`, headers: { cookie: session.cookie },
    };
    expect(await statuses(app, [poll, poll, poll])).toEqual([200, 200, 200]);
  });

  it('PUBLIC_RATE_LIMIT defaults to 60 a minute and must be a positive whole number', () => {
    expect(testConfig({ PUBLIC_RATE_LIMIT: '' }).publicRateLimit).toBe(60);
    expect(() => testConfig({ PUBLIC_RATE_LIMIT: '0' })).toThrow(/PUBLIC_RATE_LIMIT must be an integer from 1/);
  });
});
