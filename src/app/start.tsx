import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageStateElementId } from '../shared/page-render/contract';
import { App } from './App';
import { createQueryClient } from './api/query-client';
import { installUnauthorizedHandler } from './api/unauthorized';
import { localeAtom } from './i18n/locale-state';
import { routes } from './routing/routes';
import { canHydrate, loadLocale, loadMatchedRoutes } from './server-render/hydration';
import { readPageState } from './server-render/page-state';
import { appStore } from './state/store';

/**
 * Starts the app in `container`: hydrates the markup of a server-rendered page (src/app/server-render), with the data
 * the server fetched for it, or renders afresh where the server sent none, sent a frame, or sent a page for another
 * mode or session than this browser's.
 */
export async function startApp(container: HTMLElement, doc: Document, location: Location): Promise<Root> {
  const queryClient = createQueryClient();
  const state = readPageState(doc, pageStateElementId);
  if (state) hydrate(queryClient, state.queries);
  const drawn = state !== null && container.hasChildNodes();
  const hydrating = drawn && canHydrate(state, appStore);
  const locale = appStore.get(localeAtom);
  // Where the server drew the page, its route modules are loaded before the router starts, so the router's first
  // render is the page (hydrating the markup, or drawn over it in place), never the bare loading state between.
  await Promise.all([loadLocale(locale), drawn ? loadMatchedRoutes(routes, location, locale) : null]);

  const router = createBrowserRouter(routes);
  installUnauthorizedHandler(appStore, (to) => router.navigate(to));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} store={appStore}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // Hydrated as a transition, the markup's first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: a tap meanwhile is answered, and fewer long tasks follow the landing's paint.
  if (hydrating) {
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(container, app);
    });
    return hydrated as Root;
  }
  // Markup not hydrated stays until React's first commit clears the container: emptied before that, the page could
  // paint blank for a frame and shift as it comes back.
  const root = createRoot(container);
  root.render(app);
  return root;
}
