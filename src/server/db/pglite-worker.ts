// The embedded database's own thread: PGlite's WebAssembly runs here, so its start overlaps the server's and its
// statements never hold the event loop that answers requests. Spoken to by `pglite-thread.ts`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSettings } from './pglite-settings';
import type { SqlParam } from './types';

/** A statement with its parameters, a script of several statements (answered with no rows), or the end. */
export type ThreadWork = { sql: string; params: SqlParam[] } | { script: string } | { close: true };
export type ThreadRequest = ThreadWork & { id: number };
export type ThreadAnswer =
  | { ready: true }
  | { id: number; rows: unknown[] }
  | { id: number; error: ThreadError };

/** An error as it crosses threads: its message and PostgreSQL's fields (code, detail, constraint...). */
export type ThreadError = { message: string } & Record<string, string | number>;

export function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ThreadError = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread');
  const pg = await PGlite.create({ dataDir: (workerData as { dataDir: string }).dataDir, ...pgliteSettings });
  port.on('message', (request: ThreadRequest) => {
    if ('close' in request) {
      void pg.close().then(() => port.postMessage({ id: request.id, rows: [] } satisfies ThreadAnswer));
      return;
    }
    const rows: Promise<unknown[]> = 'script' in request
      ? pg.exec(request.script).then(() => [])
      : pg.query(request.sql, request.params).then((result) => result.rows);
    rows.then(
      (found) => port.postMessage({ id: request.id, rows: found } satisfies ThreadAnswer),
      (error: unknown) => port.postMessage({ id: request.id, error: threadError(error) } satisfies ThreadAnswer),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadAnswer);
}

if (parentPort) await serve();
