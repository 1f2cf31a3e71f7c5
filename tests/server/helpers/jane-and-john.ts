// Shared setup of the save-call tests: one app on a fresh database with Jane and John verified.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestDb, JANE, JOHN, type TestDb, verify, type Verified } from './test-app';

export interface JaneAndJohn {
  testDb: TestDb;
  app: FastifyInstance;
  jane: Verified;
  john: Verified;
}

/** Starts the app before the file's tests (handing it to `ready`) and stops it after. */
export function useJaneAndJohn(ready: (started: JaneAndJohn) => void): void {
  let started: JaneAndJohn | undefined;
  beforeAll(async () => {
    const testDb = await createTestDb();
    const app = await buildTestApp(testDb.db);
    started = { testDb, app, jane: await verify(app, JANE), john: await verify(app, JOHN) };
    ready(started);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.testDb.drop();
  });
}

/** A POST as the given session; state-changing calls carry its CSRF token. */
export function callAs(app: FastifyInstance, s: Verified, url: string, payload: unknown, csrf = true) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrfToken } : {}) },
    payload: payload as object,
  });
}
