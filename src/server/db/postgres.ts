import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, SqlParam, Transaction } from './types';

const reportLostConnection = (error: Error): void => {
  process.stderr.write(`database: an idle connection was lost (${error.message}); the pool opens a new one\n`);
};

/**
 * A statement with parameters is prepared once per connection, named by its text: PostgreSQL then plans it once
 * (a profile read's combined statement took 4 ms to plan, far more than to run). Statements without parameters go
 * as they are, by the simple protocol.
 */
function statement(text: string, values: SqlParam[]): pg.QueryConfig {
  if (values.length === 0) return { text, values };
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}
// The portal's statements are a fixed set of texts, so this stays small.
const statementNames = new Map<string, string>();

/** PostgreSQL adapter on a pg Pool (DATABASE_URL). */
export function openPostgres(connectionString: string, onIdleError: (error: Error) => void = reportLostConnection): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's connection can end under us (server restart, administrator command). Without a listener
  // node-postgres would crash the process; with one, the pool drops that client and connects anew when needed.
  pool.on('error', onIdleError);
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
      const result = await pool.query(statement(sql, params));
      return result.rows as T[];
    },
    async exec(script: string): Promise<void> {
      // Text alone, no values: pg sends it by the simple protocol, which runs several statements.
      await pool.query(script);
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // One connection runs one query at a time: queries a transaction starts together (Promise.all) wait their
        // turn here rather than in pg's deprecated internal queue.
        let turn: Promise<unknown> = Promise.resolve();
        const inTurn = <R>(work: () => Promise<R>): Promise<R> => {
          const run = turn.then(work);
          turn = run.catch(() => undefined);
          return run;
        };
        const value = await fn({
          query: <R>(sql: string, params: SqlParam[] = []) =>
            inTurn(async () => (await client.query(statement(sql, params))).rows as R[]),
          exec: (script) => inTurn(async () => void (await client.query(script))),
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
