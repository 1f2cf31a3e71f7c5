import type { FastifyInstance } from 'fastify';
import { requireLenderKey } from '../../lender/require-lender-key';
import { challengeOnUnauthorized, limitLenderCalls } from '../../rate-limit/lender-limits';
import { routeFiles, type RouteContext } from '../context';

/** The lender's service calls: each file beside this one registers its call (its default export). */
const calls = routeFiles(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true, import: 'default' }));

/**
 * An encapsulated plugin: one hook asks every call for a lender API key as a bearer token, never a borrower session,
 * and counts it against the key's rate limit (a refused call against its address's).
 */
export async function lenderCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.addHook('onRequest', limitLenderCalls(app, ctx.config, requireLenderKey(ctx.db)));
  challengeOnUnauthorized(app);
  for (const call of calls) call(app, ctx);
}
