import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileFunction } from 'node:vm';

/** A generated function: ajv's validators also carry the last call's `errors`. */
export type GeneratedFunction = ((...args: unknown[]) => unknown) & { errors?: unknown };

/**
 * Generated CommonJS modules, each exporting one function, kept by content: the key hashes everything the code
 * depends on, so a changed schema, option or compiler version is a new file and a stale file is never read.
 */
export interface CodeStore {
  /** The module's function, compiled on its first call (a start reads no route's code before the route is used). */
  load(key: string): GeneratedFunction | undefined;
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
    load(key: string): GeneratedFunction | undefined {
      const file = fileOf(key);
      if (!existsSync(file)) return undefined;
      let compiled: GeneratedFunction | undefined;
      const compile = (): GeneratedFunction => {
        const module = { exports: {} as unknown };
        compileFunction(readFileSync(file, 'utf8'), ['module', 'exports', 'require'], { filename: file })(
          module,
          module.exports,
          requirePackage,
        );
        if (typeof module.exports !== 'function') throw new Error(`${file} exports no function`);
        return module.exports as GeneratedFunction;
      };
      const lazy = function (this: unknown, ...args: unknown[]): unknown {
        compiled ??= compile();
        return compiled.apply(this, args);
      } as GeneratedFunction;
      Object.defineProperty(lazy, 'errors', { get: () => compiled?.errors ?? null });
      return lazy;
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
