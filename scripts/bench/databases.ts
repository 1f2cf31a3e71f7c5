// A throw-away PostgreSQL database for one bench run.
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../../tests/server/helpers/pg-admin';

export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates `portal_bench_<random>`, or answers null when no PostgreSQL server answers. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(BENCH_PG_URL, `CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  return { url: databaseUrl(BENCH_PG_URL, name), drop: () => adminQuery(BENCH_PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
