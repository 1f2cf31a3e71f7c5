import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A migration as postgrator reads it: `NNN.do.<name>.sql`, applied in the order of its number. */
export interface MigrationFile {
  version: number;
  name: string;
  /** `007_security`: how logs, the CLI and the old runner's table name it. */
  label: string;
  path: string;
  /** What postgrator records and checks, with line endings read as LF (postgrator's `newline: 'LF'`). */
  md5: string;
}

const FILE_NAME = /^(\d+)\.do\.([^.]+)\.sql$/;

/** Beside the runner: `src/server/db/migrations`, or `dist/server/migrations` in the server bundle (vite.server.config.ts). */
export const migrationsDir = (): string => join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Postgrator's glob for the same files. */
export const migrationPattern = (dir: string): string => `${dir}/*.do.*.sql`;

export function migrationChecksum(sql: string): string {
  return createHash('md5').update(sql.replace(/\r\n|\r|\n/g, '\n'), 'utf8').digest('hex');
}

/** A folder of migrations and what is in it. */
export interface Migrations {
  dir: string;
  files: MigrationFile[];
}

export function readMigrations(dir: string = migrationsDir()): Migrations {
  return { dir, files: readMigrationFiles(dir) };
}

/** Every migration in `dir`, by version. Released files are never edited: a change is a new file. */
export function readMigrationFiles(dir: string = migrationsDir()): MigrationFile[] {
  return readdirSync(dir)
    .flatMap((fileName) => {
      const match = FILE_NAME.exec(fileName);
      if (!match?.[1] || !match[2]) return [];
      const path = join(dir, fileName);
      return [{
        version: Number(match[1]),
        name: match[2],
        label: `${match[1]}_${match[2]}`,
        path,
        md5: migrationChecksum(readFileSync(path, 'utf8')),
      }];
    })
    .sort((a, b) => a.version - b.version);
}
