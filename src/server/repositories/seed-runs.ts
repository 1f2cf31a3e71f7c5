import type { Queryable } from '../db/types';

export async function findSeedHash(db: Queryable, name: string): Promise<string | null> {
  const rows = await db.query<{ hash: string }>('SELECT content_hash AS hash FROM seed_runs WHERE name = $1', [name]);
  return rows[0]?.hash ?? null;
}

export async function saveSeedHash(db: Queryable, name: string, hash: string): Promise<void> {
  await db.query(
    `INSERT INTO seed_runs (name, content_hash) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET content_hash = EXCLUDED.content_hash, seeded_at = now()`,
    [name, hash],
  );
}
