import type { Queryable } from '../db/types';

export interface BucketCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one hit in one statement, so concurrent hits from any number of app servers each see their own count.
 * A window that has ended starts again at 1. Times are the database's clock, the one all app servers share.
 */
export async function countHit(db: Queryable, bucketKey: string, windowMs: number): Promise<BucketCount> {
  const rows = await db.query<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_buckets AS bucket (bucket_key, hits, window_ends_at)
     VALUES ($1, 1, now() + $2::integer * interval '1 millisecond')
     ON CONFLICT (bucket_key) DO UPDATE SET
       hits = CASE WHEN bucket.window_ends_at <= now() THEN 1 ELSE bucket.hits + 1 END,
       window_ends_at = CASE WHEN bucket.window_ends_at <= now() THEN excluded.window_ends_at
                             ELSE bucket.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer AS ttl_ms`,
    [bucketKey, windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('rate-limit upsert returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** Deletes the buckets whose window has ended (a later hit would start them again at 1 anyway). */
export async function deleteEndedBuckets(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limit_buckets WHERE window_ends_at <= now()');
}
