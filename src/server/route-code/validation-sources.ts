import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by the server bundle's build (vite.server.config.ts), where the sources are no longer beside the code. */
declare const __VALIDATION_SOURCES_HASH__: string | undefined;

/** A hash of the files that shape generated validators (ajv options, vocabulary, our keywords' code generators). */
export function hashValidationSources(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export const validationSourcesDir = (): string =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/validation');

export function validationSourcesHash(): string {
  return typeof __VALIDATION_SOURCES_HASH__ === 'string' ? __VALIDATION_SOURCES_HASH__ : hashValidationSources(validationSourcesDir());
}
