// The usual setup of a server test file: one app on a fresh, seeded database, stopped after the file's tests.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestDb, type TestDb } from './test-app';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly testDb: TestDb;
}

/** Starts in beforeAll: read `app` and `testDb` inside tests and hooks. */
export function useTestApp(): TestApp {
  let started: TestApp | undefined;
  const get = (): TestApp => {
    if (!started) throw new Error('useTestApp: the app starts in beforeAll; use it inside tests and hooks');
    return started;
  };
  beforeAll(async () => {
    const testDb = await createTestDb();
    started = { testDb, app: await buildTestApp(testDb.db) };
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.testDb.drop();
  });
  return {
    get app() { return get().app; },
    get testDb() { return get().testDb; },
  };
}
