// A throw-away PostgreSQL database for one bench run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `portal_bench_<random>`, or answers null when no PostgreSQL server answers. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
