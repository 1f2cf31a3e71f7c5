import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
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
