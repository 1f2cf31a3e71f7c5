// Shared setup of the save-call tests: one app on a fresh database with Jane and John verified.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { JANE, JOHN, type TestDb, verify, type Verified } from './test-app';
import { useTestApp } from './use-test-app';

/** A test file's app, database and sessions (there once beforeAll has run), with the calls made on them. */
export interface JaneAndJohn {
  readonly testDb: TestDb;
  readonly app: FastifyInstance;
  readonly jane: Verified;
  readonly john: Verified;
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
  const t = useTestApp();
  let sessions: { jane: Verified; john: Verified } | undefined;
  const get = () => {
    if (!sessions) throw new Error('useJaneAndJohn: the app starts in beforeAll; use it inside tests and hooks');
    return sessions;
  };
  const call: JaneAndJohn['call'] = (s, url, payload, csrf = true) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrfToken } : {}) },
      payload: payload as object,
    });
  beforeAll(async () => {
    sessions = { jane: await verify(t.app, JANE), john: await verify(t.app, JOHN) };
  });
  return {
    get testDb() { return t.testDb; },
    get app() { return t.app; },
    get jane() { return get().jane; },
    get john() { return get().john; },
    call,
    profileOf: async (s, applicationId) => (await call(s, '/api/GetBorrowerData', { applicationId }, false)).json(),
  };
}
