import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../../src/server/db/types';
import { AppError } from '../../../src/server/errors';
import { databaseRateLimitStore } from '../../../src/server/rate-limit/database-store';
import { useTestDb } from '../helpers/use-test-app';

const t = useTestDb({ seed: false });

beforeEach(async () => {
  await t.testDb.db.query('DELETE FROM rate_limit_buckets');
});

const MINUTE = 60_000;

const quietLog = (): FastifyBaseLogger => ({ error: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger;

const routeStore = (
  db: Queryable,
  route: { method?: string; url?: string; groupId?: string },
  opts: { sweepEveryMs?: number; now?: () => number; log?: FastifyBaseLogger } = {},
): FastifyRateLimitStore => {
  const Store = databaseRateLimitStore(db, opts.log ?? quietLog(), opts);
  const { groupId, ...routeInfo } = route;
  return new Store({}).child({ groupId, routeInfo } as never);
};

const hit = (store: FastifyRateLimitStore, clientKey: string, windowMs = MINUTE) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(clientKey, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 3);
  });

const bucketCount = async (): Promise<number> =>
  Number((await t.testDb.db.query<{ n: string | number }>('SELECT count(*) AS n FROM rate_limit_buckets'))[0]?.n);

const insertBucket = (key: string, endsInMs: number) =>
  t.testDb.db.query(
    `INSERT INTO rate_limit_buckets (bucket_key, hits, window_ends_at) VALUES ($1, 5, now() + $2::integer * interval '1 millisecond')`,
    [key, endsInMs],
  );

describe('database rate-limit store', () => {
  it('counts hits per client and reports the time left in the window', async () => {
    const store = routeStore(t.testDb.db, { method: 'POST', url: '/api/GetOffer' });
    const counts = [await hit(store, '10.0.0.1'), await hit(store, '10.0.0.1'), await hit(store, '10.0.0.1')];
    expect(counts.map((c) => c.current)).toEqual([1, 2, 3]);
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(MINUTE - 5_000);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    }
    expect((await hit(store, '10.0.0.2')).current).toBe(1);
  });

  it('gives each route its own count, and routes of one group one count', async () => {
    const offer = routeStore(t.testDb.db, { method: 'POST', url: '/api/GetOffer' });
    const consent = routeStore(t.testDb.db, { method: 'POST', url: '/api/UpdateBorrowerConsent' });
    await hit(offer, '10.0.0.1');
    expect((await hit(offer, '10.0.0.1')).current).toBe(2);
    expect((await hit(consent, '10.0.0.1')).current).toBe(1);

    const withSlash = routeStore(t.testDb.db, { method: 'GET', url: '/api/GetOfferStatus/', groupId: 'GetOfferStatus' });
    const without = routeStore(t.testDb.db, { method: 'GET', url: '/api/GetOfferStatus', groupId: 'GetOfferStatus' });
    await hit(withSlash, '10.0.0.1');
    expect((await hit(without, '10.0.0.1')).current).toBe(2);
  });

  it('counts every one of many simultaneous hits through two connections once', async () => {
    const other = await t.testDb.open();
    const stores = [t.testDb.db, other].map((db) => routeStore(db, { method: 'POST', url: '/api/GetOffer' }));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => hit(stores[i % 2]!, '10.0.0.1')));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a window that has ended again at one, with a full window', async () => {
    const store = routeStore(t.testDb.db, { method: 'POST', url: '/api/GetOffer' });
    await hit(store, '10.0.0.1');
    await hit(store, '10.0.0.1');
    await t.testDb.db.query(`UPDATE rate_limit_buckets SET window_ends_at = now() - interval '1 second'`);
    const again = await hit(store, '10.0.0.1');
    expect(again.current).toBe(1);
    expect(again.ttl).toBeGreaterThan(MINUTE - 5_000);
  });

  it('deletes ended buckets on a hit at most once per interval, keeping open ones', async () => {
    let clock = 1_000_000;
    const store = routeStore(t.testDb.db, { method: 'POST', url: '/api/GetOffer' }, { sweepEveryMs: MINUTE, now: () => clock });
    await insertBucket('ended-1', -1_000);
    await insertBucket('open', MINUTE);
    await hit(store, '10.0.0.1');
    expect((await t.testDb.db.query<{ bucket_key: string }>('SELECT bucket_key FROM rate_limit_buckets')).map((r) => r.bucket_key))
      .not.toContain('ended-1');
    expect(await bucketCount()).toBe(2);

    await insertBucket('ended-2', -1_000);
    clock += MINUTE - 1;
    await hit(store, '10.0.0.1');
    expect(await bucketCount()).toBe(3);
    clock += 1;
    await hit(store, '10.0.0.1');
    expect(await bucketCount()).toBe(2);
  });

  it('refuses the hit as rate-limited when the database cannot count, and says why in the log', async () => {
    const log = quietLog();
    const broken: Queryable = { query: () => Promise.reject(new Error('connection terminated')) };
    const store = routeStore(broken, { method: 'POST', url: '/api/GetOffer' }, { log });
    const error = await hit(store, '10.0.0.1').then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('still counts the hit when only the clean-up fails', async () => {
    const log = quietLog();
    const cleanUpFails: Queryable = {
      query: <T>(sql: string, params?: never[]) =>
        sql.startsWith('DELETE') ? Promise.reject(new Error('lock timeout')) : t.testDb.db.query<T>(sql, params),
    };
    const store = routeStore(cleanUpFails, { method: 'POST', url: '/api/GetOffer' }, { log });
    expect((await hit(store, '10.0.0.1')).current).toBe(1);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('stores a key of one length whatever the client key', async () => {
    const store = routeStore(t.testDb.db, { method: 'POST', url: '/api/GetOffer' });
    await hit(store, 'x'.repeat(10_000));
    const [row] = await t.testDb.db.query<{ length: number }>('SELECT length(bucket_key) AS length FROM rate_limit_buckets');
    expect(row?.length).toBe(64);
  });
});
