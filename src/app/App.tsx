import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from './api/query-client';
import { AppRoutes } from './routing/AppRoutes';
import { appStore } from './state/store';
import { colorModeAtom } from './state/theme-atoms';
import { GlobalStyles } from './theme/GlobalStyles';
import { themeFor } from './theme/theme';

function ThemedRouter() {
  const mode = useAtomValue(colorModeAtom);
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <GlobalStyles />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}

/** Providers: react-query, jotai (the app store), styled-components theme with light/dark mode, router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <ThemedRouter />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
