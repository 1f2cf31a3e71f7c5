import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types';
import { deleteEndedBuckets } from './buckets';

/**
 * Deletes ended buckets at most once per interval per process, on the back of a hit: the table then holds the
 * open windows plus at most one interval's worth of ended ones, with no timer to stop at shutdown.
 */
export class BucketSweeper {
  private lastSweepAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async sweepIfDue(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweepAt < this.everyMs) return;
    this.lastSweepAt = now;
    try {
      await deleteEndedBuckets(this.db);
    } catch (error) {
      // Only housekeeping: the next sweep deletes what this one left.
      this.log.warn({ err: error }, 'rate-limit bucket clean-up failed');
    }
  }
}
