import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { afterEach } from 'vitest';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../../../src/app/api/query-client';
import { AppRoutes } from '../../../src/app/routing/AppRoutes';
import { themeFor } from '../../../src/app/theme/theme';

afterEach(cleanup);

type Listener = (state: { location: Location }) => void;

/** What a test reads of the router and drives it with: the location, navigate, each new location, unmounting. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
  subscribe: (listener: Listener) => void;
  dispose: () => void;
}

function RouterProbe({ router, listeners }: { router: TestRouter; listeners: Listener[] }) {
  const location = useLocation();
  router.state.location = location;
  router.navigate = useNavigate();
  useEffect(() => listeners.forEach((listener) => listener({ location })), [location, listeners]);
  return null;
}

/**
 * The real route table in a memory router with fresh providers. Pages suspend on their chunks, and React retries a
 * suspended render only inside an awaited act: the first render is awaited, and navigations are not transitions
 * (user-event's clicks are synchronous acts), so a page being loaded shows the spinner instead of the page before.
 */
export async function renderApp(path: string) {
  const store = createStore();
  const listeners: Listener[] = [];
  const router = { state: {}, subscribe: (listener: Listener) => void listeners.push(listener) } as TestRouter;
  let unmount = () => undefined as void;
  await act(async () => {
    ({ unmount } = render(
    <QueryClientProvider client={createQueryClient()}>
      <JotaiProvider store={store}>
        <ThemeProvider theme={themeFor('light')}>
          <MemoryRouter initialEntries={[path]} useTransitions={false}>
            <RouterProbe router={router} listeners={listeners} />
            <AppRoutes store={store} />
          </MemoryRouter>
        </ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>,
    ));
  });
  router.dispose = unmount;
  return { router, store };
}
