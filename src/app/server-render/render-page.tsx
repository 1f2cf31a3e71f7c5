// The app's server entry (built to dist/render by `npm run build:render`): renders a page as the browser's first
// render would, for the server to send as HTML that the browser hydrates (src/app/main.tsx).
import { dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { RenderPage } from '../../shared/page-render/contract';
import { App } from '../App';
import { createQueryClient } from '../api/query-client';
import { localeAtom } from '../i18n/locale-state';
import { routes } from '../routing/routes';
import { colorModeAtom } from '../state/theme-atoms';
import { preparePage } from './page-data';
import { scriptSafeJson, type PageState } from './page-state';

// One handler for the process: the lazy route modules it loads are kept.
const handler = createStaticHandler(routes);

export const renderPage: RenderPage = async ({ url, locale, colorMode, api }) => {
  const queryClient = createQueryClient();
  const path = new URL(url, 'http://portal').pathname;
  const shown = await preparePage(path, queryClient, api);
  const state = (rendered: PageState['rendered']): string => scriptSafeJson({ queries: dehydrate(queryClient), rendered } satisfies PageState);
  if (!shown) return { html: null, styles: '', state: state(null) };

  const context = await handler.query(new Request(new URL(url, 'http://portal')));
  if (context instanceof Response) return { html: null, styles: '', state: state(null) };
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(colorModeAtom, colorMode);
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
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags(), state: state({ locale, colorMode }) };
  } finally {
    sheet.seal();
  }
};
