import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';

/** PostgreSQL adapter on a pg Pool (DATABASE_URL). */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params: SqlParam[] = []): Promise<R[]> {
            const result = await client.query(sql, params);
            return result.rows as R[];
          },
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
