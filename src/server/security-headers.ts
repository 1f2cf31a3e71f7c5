import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import helmet from 'helmet';

/** Helmet adds a fresh nonce to script-src and style-src on every page answer (the page's styles carry it). */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

const helmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy } } as const;

/** The headers helmet sets for these options, written once: without nonces they are the same on every answer. */
function fixedHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes answering JSON: the fixed security headers, written before any other hook runs. */
    fixedSecurityHeaders?: boolean;
  }
}

/**
 * Security headers on every answer. Pages (and anything without a JSON response schema) get helmet's per-answer
 * nonces; a JSON answer runs no script or style, so the routes that answer JSON get the same headers without
 * nonces, written once instead of by helmet on every request. Registered before the routes.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const json = fixedHeaders();
  // Before the plugin's own onRoute hook, which reads `helmet` from the route.
  app.addHook('onRoute', (route: RouteOptions & { helmet?: unknown }) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (!response || route.helmet !== undefined) return;
    route.helmet = false;
    route.config = { ...route.config, fixedSecurityHeaders: true };
  });
  // A root hook runs before any scope's own (a guard that answers 401 still answers with the headers).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.fixedSecurityHeaders) return;
    for (const [name, value] of json) reply.header(name, value);
  });
  await app.register(fastifyHelmet, { enableCSPNonces: true, ...helmetOptions });
}
