import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes `files` (path relative to `outDir` -> content), skipping unchanged ones and removing stale ones. */
export function syncFiles(outDir: string, files: Map<string, string>): WriteResult {
  const result: WriteResult = { written: [], unchanged: [], removed: [] };
  for (const [path, content] of [...files.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const full = join(outDir, path);
    if (existsSync(full) && readFileSync(full, 'utf8') === content) {
      result.unchanged.push(path);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    result.written.push(path);
  }
  for (const full of listFiles(outDir)) {
    const path = relative(outDir, full).split(sep).join('/');
    if (!files.has(path)) {
      rmSync(full);
      result.removed.push(path);
    }
  }
  return result;
}
