// The borrower's calls are guarded by one hook, as each declares; a call that declares nothing cannot be registered.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { guardSessions } from '../../../src/server/auth/session-guard';
import { sessionGuardedRoutes } from '../helpers/route-recorder';
import { testConfig } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

vi.mock('fastify', async (importOriginal) =>
  (await import('../helpers/route-recorder')).withRouteRecording(await importOriginal<{ default: unknown }>()));

const t = useTestApp();

describe('session-guarded calls', () => {
  it('stop the start of a scope holding a call that does not declare how it uses the session', async () => {
    const app = Fastify();
    const registering = app.register(async (scope) => {
      guardSessions(scope, { db: t.testDb.db, config: testConfig() });
      scope.post('/api/Undeclared', async () => ({}));
    });
    await expect(registering).rejects.toThrow('POST /api/Undeclared: a borrower call declares config.session');
    await app.close();
  });

  it('each answer 401 without a session, before reading the body', async () => {
    const routes = sessionGuardedRoutes();
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/GetBorrowerData', '/api/UpdateBorrowerContact', '/oauth-agent/logout']));
    for (const { method, url } of routes) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? 'not json' : undefined });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
  });
});
