import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/oauth-agent/'];

/**
 * API answers carry personal data (offers, profiles, sessions): no browser or proxy cache may keep them, so the
 * Back button after signing out, or the next person on a shared computer, finds nothing stored.
 */
export function noStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    return payload;
  });
}
