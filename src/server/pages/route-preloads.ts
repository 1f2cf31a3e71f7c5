import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for a lazily loaded module of the client bundle and every chunk it imports, from Vite's
 * manifest: a rendered page's browser hydrates only once its route's module is there, so the page asks for it at once
 * instead of after the entry has run. Chunks the page already names are left out; none without a manifest. The
 * manifest is read once: the answer is a function of the modules.
 */
export function routePreloads(staticDir: string, page: string): (modules: readonly string[]) => string {
  const manifestFile = join(staticDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return (modules) => preloadsOf(manifest, page, modules);
}

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
