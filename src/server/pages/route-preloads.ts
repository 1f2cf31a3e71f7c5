import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for lazily loaded modules of the client bundle and every chunk they import, from Vite's
 * manifest: the app starts only once its start module and its route's module are there, so a page asks for them at
 * once instead of after the entry has run. Chunks the page already names are left out; none without a manifest. The
 * manifest is read once: the answer is a function of the page and the modules.
 */
export function routePreloads(staticDir: string): (page: string, modules: readonly string[]) => string {
  const manifestFile = join(staticDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return (page, modules) => preloadsOf(manifest, page, modules);
}

/** The page with `links` at the end of its head. */
export const withPreloads = (page: string, links: string) => page.replace('</head>', () => `${links}</head>`);

function preloadsOf(manifest: Record<string, ManifestChunk>, page: string, modules: readonly string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files]
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
