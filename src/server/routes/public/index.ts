import type { FastifyInstance } from 'fastify';
import { routeFiles, type RouteContext } from '../context';

/**
 * The calls made without a session: the offer link's (its link ids are the credential), identity verification,
 * sign-in and health; each sets its own rate limit. Each file beside this one registers its call (its default export).
 */
const calls = routeFiles(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true, import: 'default' }));

export async function publicCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  for (const call of calls) call(app, ctx);
}
