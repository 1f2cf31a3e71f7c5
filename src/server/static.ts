import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedErrorBody } from './errors';
import type { LoadPageRenderer } from './pages/page-renderer';
import { otherPageAnswer, registerRenderedPages, type PageSources } from './pages/rendered-pages';
import { routePreloads, withPreloads } from './pages/route-preloads';
import { appStartModule } from '../shared/page-render/rendered-pages';

/** Vite names the files under assets/ by their content hash: a year and immutable; anything else is revalidated. */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** The client bundle with an SPA fallback when STATIC_DIR exists, and a JSON 404 for anything else. */
export async function registerStatic(app: FastifyInstance, staticDir: string, renderer: LoadPageRenderer): Promise<void> {
  const indexFile = join(staticDir, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (page !== null) {
    // index.html is never served as a file: every page answer carries its own nonce. One wildcard route looks
    // files up as they are asked for (a route per file would cost the start a walk of the folder); a file not
    // there goes on to the not-found handler, which answers pages with the app.
    await app.register(fastifyStatic, {
      root: staticDir, wildcard: true, index: false, allowedPath: (path) => path !== '/index.html',
      // Brotli or gzip copies written at build (scripts/compress-client.ts), chosen by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => { reply.header('cache-control', cacheControlFor(path)); },
    });
  }
  // The app's pages, and a JSON 404 for anything else nothing answered.
  const sources = page === null ? null : pageSources(page, staticDir);
  const otherPage = sources && otherPageAnswer(app, sources, renderer);
  const unmatched = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (otherPage && request.method === 'GET' && !path.startsWith('/api') && wantsHtml) return otherPage(request, reply);
    return reply.status(404).send(localizedErrorBody(request, 'NOT_FOUND'));
  };
  if (sources) registerRenderedPages(app, sources, renderer, unmatched);
  app.setNotFoundHandler(unmatched);
}

/** Every page asks at once for the app's start module, which the entry imports once the page has painted. */
function pageSources(page: string, staticDir: string): PageSources {
  const preloads = routePreloads(staticDir);
  const appPage = withPreloads(page, preloads(page, [appStartModule]));
  return { page: appPage, preloadsFor: (modules) => preloads(appPage, modules) };
}
