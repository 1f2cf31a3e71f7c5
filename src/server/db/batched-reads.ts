import type { Queryable, SqlParam } from './types';

interface PendingRead {
  sql: string;
  params: SqlParam[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/** `$n` placeholders moved up by `offset`, so several statements' parameters share one list. */
export function shiftPlaceholders(sql: string, offset: number): string {
  return offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + offset}`);
}

/**
 * One statement answering several SELECTs: each becomes a JSON array column (`json_agg` over the SELECT as a
 * subquery, which keeps its ORDER BY). Values arrive as JSON: numeric and bigint as numbers, timestamps as ISO
 * strings; the readers accept both forms.
 */
export function combinedSelect(reads: { sql: string; params: SqlParam[] }[]): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const columns = reads.map((read, i) => {
    const sql = shiftPlaceholders(read.sql, params.length);
    params.push(...read.params);
    return `(SELECT coalesce(json_agg(r), '[]'::json) FROM (${sql}) r) AS r${i}`;
  });
  return { sql: `SELECT ${columns.join(',\n  ')}`, params };
}

/**
 * Reads that start together travel together: every SELECT issued before the next turn of the event loop goes to
 * the database as one statement, one round trip. For read-only code built of `Promise.all`s (the profile); a
 * statement that is not a plain SELECT must not go through it.
 */
export function batchedReads(db: Queryable): Queryable {
  let pending: PendingRead[] = [];
  const flush = async (): Promise<void> => {
    const batch = pending;
    pending = [];
    if (batch.length === 1) {
      const [only] = batch as [PendingRead];
      await db.query(only.sql, only.params).then(only.resolve, only.reject);
      return;
    }
    try {
      const combined = combinedSelect(batch);
      const [row] = await db.query<Record<string, unknown[]>>(combined.sql, combined.params);
      batch.forEach((read, i) => read.resolve(row?.[`r${i}`] ?? []));
    } catch (error) {
      for (const read of batch) read.reject(error);
    }
  };
  return {
    query<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
      return new Promise<T[]>((resolve, reject) => {
        if (pending.length === 0) setImmediate(() => void flush());
        pending.push({ sql, params, resolve: resolve as (rows: unknown[]) => void, reject });
      });
    },
  };
}
