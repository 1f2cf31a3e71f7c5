import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { stableStyledComponentIds } from './scripts/lib/styled-component-ids';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // The server renders pages the browser hydrates: a styled component's classes must be the same in both bundles.
  plugins: [react(), stableStyledComponentIds(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    // Screens render descriptions and help as plain text (the linter refuses rjsf's Markdown options).
    alias: [{
      find: /^markdown-to-jsx\/react$/,
      replacement: fileURLToPath(new URL('./src/app/engine/plain-text-markdown.tsx', import.meta.url)),
    }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Left to itself the bundler splits what routes share into dozens of small chunks (70 for a form screen):
        // each costs its import lists, the preload lists naming it and gzip's lost context. Two groups instead:
        codeSplitting: {
          groups: [
            // the libraries every page runs, one chunk;
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai|styled-components|stylis)[\\/]/, priority: 2 },
            // our modules that many routes use (fewer would put what one part of the portal needs into every page),
            // except the compiled flow, which only the flow's pages need, however many they are.
            { name: 'shared', test: /[\\/]src[\\/](?!app[\\/]generated[\\/]flow)/, minShareCount: 6, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/oauth-agent': `http://127.0.0.1:${apiPort}`,
      // The portal's own OpenID provider, and its sign-in page's password post (the page itself is the app's).
      '/oidc': `http://127.0.0.1:${apiPort}`,
      '^/login/[^/]+$': { target: `http://127.0.0.1:${apiPort}`, bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
    },
  },
});
