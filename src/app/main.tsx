import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { adoptCspNonce } from './csp-nonce';
import { preloadRoutes } from './routing/lazy-route';
import { routes } from './routing/routes';

adoptCspNonce();
// The first page's layout and page chunks load together, not one after the other as they render.
preloadRoutes(routes, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
