import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { afterEach } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../../../src/app/api/query-client';
import { localeAtom } from '../../../src/app/i18n/locale-state';
import { installUnauthorizedHandler } from '../../../src/app/api/unauthorized';
import { routes } from '../../../src/app/routing/routes';
import { themeFor } from '../../../src/app/theme/theme';

afterEach(cleanup);

/**
 * The real route table in a memory router with fresh providers, rendered in an awaited act: a screen suspends on its
 * chunk, and React retries a render suspended inside an act only when that act is awaited. `locale`: the borrower's
 * language (as if the server had chosen it).
 */
export async function renderApp(path: string, { locale }: { locale?: string } = {}) {
  const store = createStore();
  if (locale) store.set(localeAtom, locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  installUnauthorizedHandler(store, (to) => router.navigate(to));
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <JotaiProvider store={store}>
          <ThemeProvider theme={themeFor('light')}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </JotaiProvider>
      </QueryClientProvider>,
    );
  });
  return { router, store };
}
