// The app's server entry (built to dist/render by `npm run build:render`): renders a page as the browser's first
// render would, for the server to send as HTML that the browser hydrates (src/app/main.tsx), or a page's frame where
// its data belongs to the borrower's tab.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { RenderPage, RenderedPage } from '../../shared/page-render/contract';
import type { ColorMode } from '../../shared/page-render/color-mode';
import { App } from '../App';
import { createQueryClient } from '../api/query-client';
import { localeAtom } from '../i18n/locale-state';
import { routes } from '../routing/routes';
import { userVerifiedAtom } from '../state/session-atoms';
import { colorModeAtom } from '../state/theme-atoms';
import { frameRoutes, framedPageAt } from './page-frame';
import { preparePage } from './page-data';
import { scriptSafeJson, type PageState } from './page-state';

// One handler each for the process: the lazy route modules they load are kept.
const pages = createStaticHandler(routes);
const frames = createStaticHandler(frameRoutes(routes));

interface Drawing {
  /** The page's address, as the static handlers take it. */
  request: Request;
  locale: string;
  colorMode: ColorMode;
  queryClient: QueryClient;
}

export const renderPage: RenderPage = async ({ url, locale, colorMode, api }) => {
  const queryClient = createQueryClient();
  const address = new URL(url, 'http://portal');
  const drawing = { request: new Request(address), locale, colorMode, queryClient };
  const drawn = (await preparePage(address.pathname, queryClient, api)) ? await drawPage(drawing) : await drawFrame(drawing);
  return drawn ?? { html: null, styles: '', state: stateOf(queryClient, null) };
};

const stateOf = (queryClient: QueryClient, rendered: PageState['rendered']): string =>
  scriptSafeJson({ queries: dehydrate(queryClient), rendered } satisfies PageState);

async function drawPage(drawing: Drawing): Promise<RenderedPage | null> {
  const context = await pages.query(drawing.request);
  return context instanceof Response ? null : draw(pages, context, drawing, { kind: 'page', signedIn: false });
}

/** A framed page's frame, drawn for a verified borrower where the page is guarded; none for other pages. */
async function drawFrame(drawing: Drawing): Promise<RenderedPage | null> {
  const context = await frames.query(drawing.request);
  if (context instanceof Response) return null;
  const framed = framedPageAt(context.matches.at(-1)?.route.path);
  if (!framed) return null;
  return { ...(await draw(frames, context, drawing, { kind: 'frame', signedIn: framed.signedIn })), modules: framed.modules };
}

async function draw(
  handler: StaticHandler,
  context: StaticHandlerContext,
  { locale, colorMode, queryClient }: Drawing,
  { kind, signedIn }: { kind: 'page' | 'frame'; signedIn: boolean },
): Promise<RenderedPage> {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(colorModeAtom, colorMode);
  if (kind === 'frame') store.set(userVerifiedAtom, signedIn);
  const sheet = new ServerStyleSheet();
  try {
    // prerender waits for everything the page suspends on (its route module, the language's texts).
    const { prelude } = await prerender(
      sheet.collectStyles(
        <App queryClient={queryClient} store={store}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </App>,
      ),
    );
    const markup = await new Response(prelude).text();
    // A frame's controls answer nothing until the browser draws the page over it: inert, a tap or a test's click waits
    // for the live control instead of being lost. The browser's first render replaces the wrapper with the page.
    const html = kind === 'frame' ? `<div inert>${markup}</div>` : markup;
    return { html, styles: sheet.getStyleTags(), state: stateOf(queryClient, { locale, colorMode, kind }) };
  } finally {
    sheet.seal();
  }
}
