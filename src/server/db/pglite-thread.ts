import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadError, ThreadRequest, ThreadWork } from './pglite-worker';
import type { Db, SqlParam, Transaction } from './types';

/** The built worker beside the server bundle; from the sources (tests, dev), the TypeScript through tsx's loader. */
function startWorker(dataDir: string): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, 'pglite-worker.js');
  if (existsSync(built)) return new Worker(built, { workerData: { dataDir } });
  const source = pathToFileURL(join(here, 'pglite-worker.ts')).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: { dataDir } });
}

const toError = (fields: ThreadError): Error => Object.assign(new Error(fields.message), fields);

/**
 * The embedded database on its own thread (`pglite-worker.ts`). Statements are posted as they come and answered in
 * order; a transaction holds back every statement from outside it until it ends, as PGlite's one session needs.
 */
export async function openPgliteThread(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const worker = startWorker(dataDir);
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: ThreadAnswer) => {
      if ('ready' in answer) return resolve();
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(toError(answer.error));
      else waiting?.resolve(answer.rows);
    });
    worker.once('error', (error) => { failAll(error); reject(error); });
    worker.once('exit', (code) => failAll(new Error(`the database thread exited (${code})`)));
  });

  const post = <T>(work: ThreadWork): Promise<T[]> =>
    new Promise<T[]>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ ...work, id } satisfies ThreadRequest);
    });
  const send = <T>(sql: string, params: SqlParam[] = []) => post<T>({ sql, params });
  const sendScript = async (script: string): Promise<void> => void (await post({ script }));

  // Settles when the transaction holding the session ends; statements from outside wait for it.
  let gate: Promise<void> = Promise.resolve();

  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
      await gate;
      return send<T>(sql, params);
    },
    async exec(script: string): Promise<void> {
      await gate;
      return sendScript(script);
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const before = gate;
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      await before;
      try {
        await send('BEGIN');
        try {
          const result = await fn({ query: send, exec: sendScript });
          await send('COMMIT');
          return result;
        } catch (error) {
          await send('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } finally {
        release();
      }
    },
    async close(): Promise<void> {
      await gate;
      if (!failure) await post({ close: true });
      await worker.terminate();
    },
  };
}
