import type { FastifyInstance } from 'fastify';
import { guardSessions } from '../auth/session-guard';
import { requireLenderKey } from '../lender/keys/require-lender-key';
import { challengeOnUnauthorized, limitLenderCalls } from '../rate-limit/lender-limits';
import { type Caller, routeFiles, type RouteContext } from './context';

/** Every route file of the server (`*.route.ts`, in its feature's folder); each default-exports `calledBy(caller, …)`. */
const routes = routeFiles(import.meta.glob(['../**/*.route.ts'], { eager: true, import: 'default' }));

function registerRoutesOf(caller: Caller, app: FastifyInstance, ctx: RouteContext): void {
  for (const route of routes) if (route.caller === caller) route.register(app, ctx);
}

/** The calls made without a session; each sets its own rate limit. */
async function publicCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  registerRoutesOf('public', app, ctx);
}

/** Every call is session-guarded, each as it declares (`config.session`). */
async function borrowerCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  guardSessions(app, ctx);
  registerRoutesOf('borrower', app, ctx);
}

/**
 * One hook asks every call for a lender API key as a bearer token, never a borrower session, and counts it against
 * the key's rate limit (a refused call against its address's).
 */
async function lenderCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.addHook('onRequest', limitLenderCalls(app, ctx.config, requireLenderKey(ctx.db)));
  challengeOnUnauthorized(app);
  registerRoutesOf('lender', app, ctx);
}

/** Each caller's calls in a scope of its own (an encapsulated plugin), so a caller's hooks reach only its calls. */
export async function registerCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  await app.register(publicCalls, ctx);
  await app.register(borrowerCalls, ctx);
  await app.register(lenderCalls, ctx);
}
