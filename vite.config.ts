import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
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
