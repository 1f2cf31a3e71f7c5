import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { checkSession, type SessionUse } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the call uses the borrower's session: required on every call of a session-guarded scope. */
    session?: SessionUse;
  }
}

/**
 * Makes the scope's calls session-guarded: one onRequest hook checks each request as its call declares
 * (`config.session`), and a call registered in the scope without that declaration stops the server at start.
 */
export function guardSessions(app: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.session) throw new Error(`${route.method} ${route.url}: a borrower call declares config.session (SESSION_USE)`);
  });
  app.addHook('onRequest', async (request) => {
    const use = request.routeOptions.config.session;
    if (!use) throw new Error(`${request.routeOptions.url}: no session use declared`);
    await checkSession(db, config, request, use);
  });
}
