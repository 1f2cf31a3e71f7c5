import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, RenderedPage } from '../../shared/page-render/contract';
import { colorModeCookie, isColorMode } from '../../shared/page-render/color-mode';
import { renderedPages } from '../../shared/page-render/rendered-pages';
import { requestLocale } from '../i18n/request-locale';
import { pageFor } from './page-answer';
import type { LoadPageRenderer } from './page-renderer';
import { withPreloads } from './route-preloads';

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

/** What the page answers start from: the app's page, and the preload links of a list of its client modules. */
export interface PageSources {
  page: string;
  preloadsFor: (modules: readonly string[]) => string;
}

/** Routes for the rendered pages; `otherwise` answers a request that is not for a page (an API client's). */
export function registerRenderedPages(
  app: FastifyInstance,
  { page, preloadsFor }: PageSources,
  load: LoadPageRenderer,
  otherwise: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  for (const { path, module } of renderedPages) {
    const routePage = withPreloads(page, preloadsFor([module]));
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/html')) return otherwise(request, reply);
      const rendered = await render(app, request, load);
      return reply.type('text/html').header('cache-control', 'no-store').header('vary', 'Accept-Language, Cookie')
        .send(pageFor(routePage, request, reply, rendered));
    });
  }
}

/**
 * The answer to any other page: its frame where it has one (the same for every borrower in a language and mode, so
 * revalidated rather than never stored), with its route's modules asked for at once; else the app alone.
 */
export function otherPageAnswer(app: FastifyInstance, { page, preloadsFor }: PageSources, load: LoadPageRenderer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = await render(app, request, load);
    const framePage = rendered?.html ? withPreloads(page, preloadsFor(rendered.modules ?? [])) : page;
    return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie')
      .send(pageFor(framePage, request, reply, rendered?.html ? rendered : undefined));
  };
}
