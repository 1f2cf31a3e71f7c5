import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { DocumentTitle } from './components/DocumentTitle';
import { useDocumentLanguage } from './i18n/useDocumentLanguage';
import { colorModeAtom } from './state/theme-atoms';
import { GlobalStyles } from './theme/GlobalStyles';
import { themeFor } from './theme/theme';

type Store = Parameters<typeof JotaiProvider>[0]['store'];

function Themed({ children }: { children: ReactNode }) {
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
      {children}
    </ThemeProvider>
  );
}

/**
 * The providers around the router, the same in the browser and on the server: react-query, jotai (the app store),
 * styled-components theme with light/dark mode.
 */
export function App({ queryClient, store, children }: { queryClient: QueryClient; store: Store; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <Themed>{children}</Themed>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
