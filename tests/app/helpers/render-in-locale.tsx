import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect } from 'vitest';
import { localeAtom } from '../../../src/app/i18n/locale-state';
import { themeFor } from '../../../src/app/theme/theme';

afterEach(cleanup);

const LOADING = 'Loading the language';

/**
 * Renders `ui` with the borrower's language set to `locale`, once the locale's chunk and any texts it asks for have
 * loaded (React retries a render suspended inside an act only when that act is awaited).
 */
export async function renderInLocale(locale: string, ui: ReactElement) {
  const store = createStore();
  store.set(localeAtom, locale);
  await act(async () => {
    render(
      <JotaiProvider store={store}>
        <ThemeProvider theme={themeFor('light')}>
          <MemoryRouter>
            <Suspense fallback={<p>{LOADING}</p>}>{ui}</Suspense>
          </MemoryRouter>
        </ThemeProvider>
      </JotaiProvider>,
    );
  });
  await waitFor(() => expect(screen.queryByText(LOADING)).toBeNull(), { timeout: 10_000 });
  return store;
}
