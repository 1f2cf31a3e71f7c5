import { defineConfig, mergeConfig } from 'vite';
import client from './vite.config';

// The app's page renderer for the server (src/app/server-render/render-page.tsx): the client's plugins, so components
// get the same styled-components ids, with its packages bundled (Node would load their CommonJS builds, whose default
// export differs from the browser's).
export default mergeConfig(client, defineConfig({
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/server-render/render-page.tsx',
    outDir: 'dist/render',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    target: 'node20',
    // rolldownOptions, as the client's (Vite reads rollupOptions only where there are none); its chunk groups are for
    // browsers' downloads: the renderer splits as the bundler does by itself.
    rolldownOptions: { output: { entryFileNames: '[name].js', format: 'es', codeSplitting: true } },
  },
}));
