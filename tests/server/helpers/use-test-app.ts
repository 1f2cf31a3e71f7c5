// The set-up of a server test file: its own database copied from the run's template, and usually one app on it,
// both gone after the file's tests.
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestDb, type TestDb } from './test-app';

export interface TestDbOptions {
  /** Demo data seeded (default), or only migrated. */
  seed?: boolean;
}

export interface TestAppOptions extends TestDbOptions {
  config?: Record<string, string>;
  logStream?: DestinationStream;
  schemasDir?: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly testDb: TestDb;
}

/** Fills in beforeAll: read the fields inside tests and hooks. */
function lateFields<T extends object>(name: string, start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, field) {
      if (!started) throw new Error(`${name}: set up in beforeAll; use it inside tests and hooks`);
      return started[field as keyof T];
    },
  });
}

/** The file's database, without an app. */
export function useTestDb(opts: TestDbOptions = {}): { readonly testDb: TestDb } {
  return lateFields('useTestDb', async () => ({ testDb: await createTestDb(opts) }), ({ testDb }) => testDb.drop());
}

/** The file's database and one app on it. */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  return lateFields('useTestApp', () => startTestApp(opts), stopTestApp);
}

/**
 * For a file that needs its app while it is collected (its tests are made from the app's routes): starts it now,
 * stops it after the file's tests.
 */
export async function collectTimeTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const started = await startTestApp(opts);
  afterAll(() => stopTestApp(started));
  return started;
}

async function startTestApp({ seed, ...appOpts }: TestAppOptions): Promise<TestApp> {
  const testDb = await createTestDb({ seed });
  try {
    return { testDb, app: await buildTestApp(testDb.db, appOpts) };
  } catch (error) {
    await testDb.drop();
    throw error;
  }
}

async function stopTestApp({ app, testDb }: TestApp): Promise<void> {
  await app.close();
  await testDb.drop();
}
