import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileFunction } from 'node:vm';

/**
 * Generated CommonJS modules kept by content: the key hashes everything the code depends on, so a changed schema,
 * option or compiler version is a new file and a stale file is never read.
 */
export interface CodeStore {
  load<T>(key: string): T | undefined;
  save(key: string, code: string): void;
}

export function codeKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

/** The packages generated code requires (ajv's runtime, fast-json-stringify's serializer) resolve from here. */
const requirePackage = createRequire(import.meta.url);

export function directoryCodeStore(dir: string): CodeStore {
  const fileOf = (key: string): string => join(dir, `${key}.cjs`);
  return {
    load<T>(key: string): T | undefined {
      const file = fileOf(key);
      if (!existsSync(file)) return undefined;
      const module = { exports: {} as unknown };
      compileFunction(readFileSync(file, 'utf8'), ['module', 'exports', 'require'], { filename: file })(
        module,
        module.exports,
        requirePackage,
      );
      return module.exports as T;
    },
    save(key: string, code: string): void {
      mkdirSync(dir, { recursive: true });
      // Written aside then renamed: a test file or a second server reading at the same moment sees all or nothing.
      const partial = `${fileOf(key)}.${process.pid}.partial`;
      writeFileSync(partial, code);
      renameSync(partial, fileOf(key));
    },
  };
}

/** The usual place for generated files (beside Vite's): rebuilt by `npm run build`, refilled by any start. */
export function defaultRouteCodeDir(): string {
  const ajvPackage = requirePackage.resolve('ajv/package.json');
  return join(ajvPackage, '..', '..', '.cache', 'portal-route-code');
}
