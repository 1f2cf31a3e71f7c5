// Gzip size of the JavaScript a route loads, read from Vite's build manifest: the entry, the
// route's lazy chunk and everything they import statically.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appStartModule } from '../../src/shared/page-render/rendered-pages';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

export function findChunkKey(manifest: Manifest, pathPart: string): string {
  const key = Object.keys(manifest).find((k) => k.includes(pathPart));
  if (!key) throw new Error(`no chunk in the manifest for "${pathPart}"`);
  return key;
}

/** The JS a route loads: the entry, the app's start (which the entry imports once the page has painted), the route's chunks. */
export function routeJs(manifest: Manifest, routeChunkParts: string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const start = manifest[appStartModule] ? [appStartModule] : [];
  const keys = closure(manifest, [entry, ...start, ...routeChunkParts.map((p) => findChunkKey(manifest, p))]);
  return [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

export function gzipBytes(clientDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
}

/** Bytes the server sends for these files to a browser accepting brotli: the .br copy where the build wrote one. */
export function servedBrotliBytes(clientDir: string, files: string[]): number {
  return files.reduce((sum, file) => {
    const path = join(clientDir, file);
    return sum + (existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size);
  }, 0);
}
