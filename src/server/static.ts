import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Security headers for every answer; the client bundle with an SPA fallback when STATIC_DIR exists. */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  });
  const hasClient = existsSync(join(staticDir, 'index.html'));
  if (hasClient) await app.register(fastifyStatic, { root: staticDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasClient && request.method === 'GET' && !path.startsWith('/api') && wantsHtml) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}
