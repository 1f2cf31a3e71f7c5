// Shared setup of the save-call tests: one app on a fresh database with Jane and John verified.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestDb, JANE, JOHN, type TestDb, verify, type Verified } from './test-app';

interface Started {
  testDb: TestDb;
  app: FastifyInstance;
  jane: Verified;
  john: Verified;
}

/** A test file's app, database and sessions (there once beforeAll has run), with the calls made on them. */
export interface JaneAndJohn extends Started {
  /** A POST as the given session; state-changing calls carry its CSRF token. */
  call: (s: Verified, url: string, payload: unknown, csrf?: boolean) => Promise<LightMyRequestResponse>;
  /** The application's GetBorrowerData, as the given session sees it. */
  profileOf: (s: Verified, applicationId: number) => Promise<any>;
}

/**
 * Starts the app before the file's tests and stops it after. The object returned is filled in by beforeAll:
 * read its fields inside tests and hooks; `call` and `profileOf` may be taken out of it anywhere.
 */
export function useJaneAndJohn(): JaneAndJohn {
  let started: Started | undefined;
  const get = (): Started => {
    if (!started) throw new Error('useJaneAndJohn: the app starts in beforeAll; use it inside tests and hooks');
    return started;
  };
  const call: JaneAndJohn['call'] = (s, url, payload, csrf = true) =>
    get().app.inject({
      method: 'POST',
      url,
      headers: { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrfToken } : {}) },
      payload: payload as object,
    });
  beforeAll(async () => {
    const testDb = await createTestDb();
    const app = await buildTestApp(testDb.db);
    started = { testDb, app, jane: await verify(app, JANE), john: await verify(app, JOHN) };
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.testDb.drop();
  });
  return {
    get testDb() { return get().testDb; },
    get app() { return get().app; },
    get jane() { return get().jane; },
    get john() { return get().john; },
    call,
    profileOf: async (s, applicationId) => (await call(s, '/api/GetBorrowerData', { applicationId }, false)).json(),
  };
}
