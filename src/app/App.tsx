import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from './api/query-client';
import { DocumentTitle } from './components/DocumentTitle';
import { useDocumentLanguage } from './i18n/useDocumentLanguage';
import { installUnauthorizedHandler } from './api/unauthorized';
import { routes } from './routing/routes';
import { appStore } from './state/store';
import { colorModeAtom } from './state/theme-atoms';
import { GlobalStyles } from './theme/GlobalStyles';
import { themeFor } from './theme/theme';

function ThemedRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const mode = useAtomValue(colorModeAtom);
  useDocumentLanguage();
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <GlobalStyles />
      {/* Its own boundary: the title waits for a locale's texts without holding the page back. */}
      <Suspense fallback={null}>
        <DocumentTitle />
      </Suspense>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

/** Providers: react-query, jotai (the app store), styled-components theme with light/dark mode, router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createBrowserRouter(routes);
    installUnauthorizedHandler(appStore, (to) => created.navigate(to));
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <ThemedRouter router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
