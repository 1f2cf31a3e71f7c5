// Builds the stock RJSF anchor app (./main.tsx) with Vite into a folder of the caller's choosing.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildStockRjsf(outDir: string): Promise<string> {
  const root = new URL('.', import.meta.url).pathname;
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return join(outDir, 'index.html');
}
