// The fair anchor for the portal's weight and page load: the libraries the portal uses, each wired as its own docs
// show and nothing of ours: React 19's createRoot, a React Router 7 data router with a lazy form route, TanStack Query,
// jotai and styled-components' ThemeProvider. Built by the bench with Vite (./build.ts), served by ./server.mjs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type DefaultTheme, ThemeProvider } from 'styled-components';
import { OfferPage } from './OfferPage';
import { theme } from './ui';

const queryClient = new QueryClient();

const router = createBrowserRouter([
  { path: '/offer/:offerId', Component: OfferPage },
  {
    path: '/form',
    lazy: async () => {
      const { FormPage } = await import('./FormPage');
      return { Component: FormPage };
    },
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* The repository's DefaultTheme type is the portal's (src/app/theme/styled.d.ts); this theme is the anchor's own. */}
      <ThemeProvider theme={theme as unknown as DefaultTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
