import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { BucketSweeper } from './bucket-sweeper';
import { countHit } from './buckets';

type HitCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit hands `child`: the route's merged limit options (its types say RouteOptions). */
interface RouteLimitOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface DatabaseStoreOptions {
  /** How often, at most, a process deletes ended buckets. */
  sweepEveryMs?: number;
  now?: () => number;
}

const DEFAULT_SWEEP_EVERY_MS = 60_000;

/** A route's bucket family: its groupId when it names one (several paths, one count), else method and path. */
function scopeOf(options: RouteLimitOptions): string {
  if (options.groupId) return `group ${options.groupId}`;
  const method = [options.routeInfo?.method ?? ''].flat().join(',');
  return `${method} ${options.routeInfo?.url ?? ''}`;
}

/**
 * Hashed so the key has one length whatever the client key is: behind TRUST_PROXY the address is the
 * client's own X-Forwarded-For text.
 */
const bucketKey = (scope: string, clientKey: string): string =>
  createHash('sha256').update(`${scope}\n${clientKey}`).digest('hex');

/**
 * @fastify/rate-limit store whose counts live in the database, so every app server on it shares one count per
 * route and client. When the database cannot count, the request is refused as rate-limited (fail closed):
 * without a count a guesser cannot be told from a borrower, and the limited calls need the same database anyway.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly sweeper: BucketSweeper,
    private readonly scope: string,
  ) {}

  incr(key: string, callback: HitCallback, timeWindow: number): void {
    this.hit(key, timeWindow).then(
      (count) => callback(null, { current: count.hits, ttl: count.ttlMs }),
      (error: unknown) => {
        this.log.error({ err: error, scope: this.scope }, 'rate-limit count failed: request refused');
        callback(new AppError('RATE_LIMITED'));
      },
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const scope = scopeOf(routeOptions as unknown as RouteLimitOptions);
    return new DatabaseRateLimitStore(this.db, this.log, this.sweeper, scope);
  }

  private async hit(key: string, timeWindow: number) {
    const count = await countHit(this.db, bucketKey(this.scope, key), timeWindow);
    await this.sweeper.sweepIfDue();
    return count;
  }
}

/** The `store` option of @fastify/rate-limit: a constructor, so the database comes in through this closure. */
export function databaseRateLimitStore(
  db: Queryable,
  log: FastifyBaseLogger,
  { sweepEveryMs = DEFAULT_SWEEP_EVERY_MS, now = Date.now }: DatabaseStoreOptions = {},
): FastifyRateLimitStoreCtor {
  const sweeper = new BucketSweeper(db, log, sweepEveryMs, now);
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, log, sweeper, 'all routes');
    }
  };
}
