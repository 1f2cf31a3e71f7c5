import type { Queryable } from '../../../src/server/db/types';

/**
 * What a request changes without storing anything of its body: every guarded call slides its session's expiry,
 * and the rate limiter counts requests.
 */
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at', 'expires_at'] };
const IGNORED_TABLES = ['rate_limit_buckets'];

/** A hash of each user table's rows, keyed by table name. */
export type Fingerprint = Record<string, string>;

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Builds one query that hashes every user table (its rows as text, sorted), and returns a function running it.
 * Tables and columns are read from information_schema once, so a new migration's tables are covered.
 */
export async function databaseFingerprinter(db: Queryable): Promise<() => Promise<Fingerprint>> {
  const columns = await db.query<{ tableName: string; columnName: string }>(
    `SELECT c.table_name AS "tableName", c.column_name AS "columnName"
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { tableName, columnName } of columns) {
    if (IGNORED_TABLES.includes(tableName) || IGNORED_COLUMNS[tableName]?.includes(columnName)) continue;
    byTable.set(tableName, [...(byTable.get(tableName) ?? []), columnName]);
  }
  if (byTable.size === 0) throw new Error('databaseFingerprinter: no tables (is the database migrated?)');
  const sql = [...byTable]
    .map(([table, cols]) => {
      const row = `ROW(${cols.map(quote).join(', ')})::text`;
      return `SELECT '${table.replace(/'/g, "''")}' AS "table", md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS hash
        FROM (SELECT ${row} AS r FROM ${quote(table)}) rows`;
    })
    .join('\nUNION ALL\n');
  return async () => {
    const rows = await db.query<{ table: string; hash: string }>(sql);
    return Object.fromEntries(rows.map((r) => [r.table, r.hash]));
  };
}

/** The tables whose hash differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]).sort();
}
