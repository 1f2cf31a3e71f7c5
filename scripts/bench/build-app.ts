// Builds one of the bench's anchor apps (a folder with index.html and main.tsx) with Vite as a user of those
// libraries would: no config file, the React plugin, production mode, a manifest.
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildBenchApp(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}
