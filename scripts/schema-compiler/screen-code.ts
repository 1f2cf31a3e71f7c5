import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadSchemaDocuments } from '../../src/shared/validation/schema-documents';
import { findLists } from './lists';
import { findScreens } from './screens';

/** Where screen-specific TypeScript lives: mappers and list sources not yet said as data. */
export const SCREEN_CODE_DIRS = ['src/app/engine/mappers', 'src/app/engine/list-sources'];

export interface ScreenCodeCounts {
  screens: number;
  /** Screens with a binding: nothing but JSON. */
  asData: string[];
  /** Screens still wired by a TypeScript mapper (no binding). */
  withMapper: string[];
  /** List screens with a section still read by a named TypeScript list source, with the names. */
  withListSources: { listId: string; sources: string[] }[];
  files: number;
  lines: number;
}

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** How much of the screens (form and list screens) is data, and how much screen-specific TypeScript is left (files and lines). */
export function countScreenCode(root: string): ScreenCodeCounts {
  const schemasDir = join(root, 'schemas');
  const screens = findScreens(loadSchemaDocuments(schemasDir));
  const lists = findLists(schemasDir);
  const counts: ScreenCodeCounts = {
    screens: screens.length + lists.length, asData: [], withMapper: [], withListSources: [], files: 0, lines: 0,
  };
  for (const { listId, definition } of lists) {
    const sources = definition.sections.flatMap((section) => (typeof section.source === 'string' ? [section.source] : []));
    if (sources.length) counts.withListSources.push({ listId, sources });
    else counts.asData.push(listId);
  }
  for (const { screenId } of screens) {
    if (existsSync(join(schemasDir, `${screenId}.binding.json`))) counts.asData.push(screenId);
    else counts.withMapper.push(screenId);
  }
  const files = SCREEN_CODE_DIRS.flatMap((dir) => tsFiles(join(root, dir)));
  counts.files = files.length;
  counts.lines = files.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').length, 0);
  return counts;
}

export function formatScreenCode(counts: ScreenCodeCounts, root: string): string {
  const lines = [
    `screens as data: ${counts.asData.length} of ${counts.screens} have no screen-specific TypeScript`,
    `screen-specific TypeScript: ${counts.files} files, ${counts.lines} non-blank lines (${SCREEN_CODE_DIRS.map((d) => relative(root, join(root, d))).join(', ')})`,
  ];
  if (counts.withMapper.length) lines.push(`  screens with a TypeScript mapper: ${counts.withMapper.join(', ')}`);
  if (counts.withListSources.length) {
    lines.push(`  list screens with TypeScript list sources: ${counts.withListSources.map((l) => `${l.listId} (${l.sources.join(', ')})`).join('; ')}`);
  }
  return lines.join('\n');
}
