import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_ID_BASE = 'https://refi-portal.local/schemas/';

export interface SchemaDocument {
  /** Path under schemas/, with forward slashes, e.g. "info/personal.schema.json". */
  path: string;
  $id: string;
  schema: Record<string, unknown>;
}

/** The repo's schemas/ folder: next to this file's repo root, or under the working directory when bundled. */
export function defaultSchemasDir(): string {
  const candidates: string[] = [];
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    candidates.push(resolve(here, '../../../schemas'));
  } catch {
    // import.meta.url is not a file URL (e.g. bundled into a data: module); fall back to cwd.
  }
  candidates.push(resolve(process.cwd(), 'schemas'));
  const found = candidates.find((dir) => existsSync(join(dir, 'defs'))) ?? candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`schemas folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

const DATA_FILES = ['.ui.json', '.examples.json', '.list.json', '.binding.json', '.texts.json'];

/**
 * List screen definitions (`*.list.json`, validated by `schemas/list.schema.json`) and screen bindings
 * (`*.binding.json`, by `schemas/binding.schema.json`) are data, not schemas; so are UI schemas and examples.
 */
export function isSchemaFile(name: string): boolean {
  return name.endsWith('.json') && !DATA_FILES.some((suffix) => name.endsWith(suffix));
}

function listJsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJsonFiles(full));
    else if (entry.isFile() && isSchemaFile(entry.name)) out.push(full);
  }
  return out.sort();
}

/** Every `schemas/**\/*.json` except the data files (`*.ui.json`, `*.examples.json`, `*.list.json`, `*.binding.json`), sorted by path. */
export function loadSchemaDocuments(schemasDir: string = defaultSchemasDir()): SchemaDocument[] {
  return listJsonFiles(schemasDir).map((file) => {
    const path = relative(schemasDir, file).split(sep).join('/');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const $id = typeof schema.$id === 'string' ? schema.$id : SCHEMA_ID_BASE + path;
    return { path, $id, schema };
  });
}
