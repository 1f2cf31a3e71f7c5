import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListDefinition } from '../../src/shared/flow/list-types';

export const LIST_SUFFIX = '.list.json';
export const LIST_META_SCHEMA = 'list.schema.json';

export interface ListFile {
  /** e.g. "info/address-list" */
  listId: string;
  /** Path under schemas/, e.g. "info/address-list.list.json". */
  path: string;
  /** Parsed JSON (not yet checked against the meta-schema). */
  definition: ListDefinition;
}

/** `schemas/<step>/<name>.list.json` files, sorted by id. */
export function findLists(schemasDir: string): ListFile[] {
  if (!existsSync(schemasDir)) return [];
  const lists: ListFile[] = [];
  for (const step of readdirSync(schemasDir, { withFileTypes: true })) {
    if (!step.isDirectory()) continue;
    for (const entry of readdirSync(join(schemasDir, step.name), { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(LIST_SUFFIX)) continue;
      const path = `${step.name}/${entry.name}`;
      const definition = JSON.parse(readFileSync(join(schemasDir, path), 'utf8')) as ListDefinition;
      lists.push({ listId: `${step.name}/${entry.name.slice(0, -LIST_SUFFIX.length)}`, path, definition });
    }
  }
  return lists.sort((a, b) => a.listId.localeCompare(b.listId));
}

/** The definition as the browser reads it: without the editor's `$schema`. */
export function runtimeDefinition(definition: ListDefinition): ListDefinition {
  const { $schema: _schema, ...rest } = definition as ListDefinition & { $schema?: string };
  return rest;
}
