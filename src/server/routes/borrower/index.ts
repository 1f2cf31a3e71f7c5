import type { FastifyInstance } from 'fastify';
import { guardSessions } from '../../auth/session-guard';
import { routeFiles, type RouteContext } from '../context';

/** The borrower's calls: each file beside this one registers its call (its default export). */
const calls = routeFiles(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true, import: 'default' }));

/** An encapsulated plugin: every call in it is session-guarded, each as it declares (`config.session`). */
export async function borrowerCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  guardSessions(app, ctx);
  for (const call of calls) call(app, ctx);
}
