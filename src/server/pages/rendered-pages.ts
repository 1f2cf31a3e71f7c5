import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, RenderedPage } from '../../shared/page-render/contract';
import { colorModeCookie, isColorMode } from '../../shared/page-render/color-mode';
import { renderedPages } from '../../shared/page-render/rendered-pages';
import { requestLocale } from '../i18n/request-locale';
import { pageFor } from './page-answer';
import type { LoadPageRenderer } from './page-renderer';
import { routePreloads } from './route-preloads';

/** The portal's own API, called in-process for the page as the browser would call it (same checks, same limits). */
function apiFor(app: FastifyInstance, request: FastifyRequest): ApiCall {
  return async (call, body) => {
    const answer = await app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/api/${call}`,
      ...(body === undefined ? {} : { payload: body as object }),
      remoteAddress: request.ip,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
      },
    });
    return { status: answer.statusCode, body: answer.json() as unknown };
  };
}

/** The page rendered, or nothing when it cannot be (the browser then renders it, as it does every other page). */
async function render(app: FastifyInstance, request: FastifyRequest, load: LoadPageRenderer): Promise<RenderedPage | undefined> {
  try {
    const renderPage = await load();
    if (!renderPage) return undefined;
    const mode = request.cookies?.[colorModeCookie];
    return await renderPage({ url: request.url, locale: requestLocale(request), colorMode: isColorMode(mode) ? mode : 'light', api: apiFor(app, request) });
  } catch (error) {
    request.log.error({ err: error }, 'page render failed; the page is sent for the browser to render');
    return undefined;
  }
}

/** Routes for the rendered pages; `otherwise` answers a request that is not for a page (an API client's). */
export function registerRenderedPages(
  app: FastifyInstance,
  { page, staticDir }: { page: string; staticDir: string },
  load: LoadPageRenderer,
  otherwise: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  const preloadsFor = routePreloads(staticDir, page);
  for (const { path, module } of renderedPages) {
    const preloads = preloadsFor([module]);
    const routePage = page.replace('</head>', () => `${preloads}</head>`);
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/html')) return otherwise(request, reply);
      const rendered = await render(app, request, load);
      return reply.type('text/html').header('cache-control', 'no-store').header('vary', 'Accept-Language, Cookie')
        .send(pageFor(routePage, request, reply, rendered));
    });
  }
}
