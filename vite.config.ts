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
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/oauth-agent': `http://127.0.0.1:${apiPort}` },
  },
});
