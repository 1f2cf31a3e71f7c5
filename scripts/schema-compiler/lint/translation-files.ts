import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapePointerToken } from '../../../src/shared/json-pointer';
import type { Messages } from '../../../src/shared/i18n/message-catalogues';
import { TEXTS_SUFFIX, type Catalogue } from '../../../src/shared/i18n/text-sources';
import type { Finding } from './types';

/** A locale's texts catalogue, `<base>.<locale>.texts.json`, as read (its entries that are strings). */
export interface TextsCatalogue {
  file: string;
  base: string;
  locale: string;
  entries: Catalogue;
}

/** A shell part's messages in one locale, `messages/<locale>/<part>.json` (its entries that are strings). */
export interface MessagesFile {
  file: string;
  locale: string;
  part: string;
  messages: Messages;
}

/** A flat catalogue's key as a JSON pointer. */
export function keyPointer(key: string): string {
  return `/${escapePointerToken(key)}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/** A file's entries when it is a flat object of strings; every way it is not is a finding. */
function readFlatStrings(root: string, file: string, findings: Finding[]): Record<string, string> | null {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    findings.push({ file, pointer: '', message: `not JSON: ${(error as Error).message}` });
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    findings.push({ file, pointer: '', message: `not a flat object of strings: it is ${describe(value)}` });
    return null;
  }
  const entries: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') entries[key] = item;
    else findings.push({ file, pointer: keyPointer(key), message: `not a flat object of strings: the value is ${describe(item)}` });
  }
  return entries;
}

/** Every `*.texts.json` under a folder, as repository paths, sorted. */
function textsFiles(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .filter((file) => file.endsWith(TEXTS_SUFFIX))
    .sort();
}

function localeProblem(locale: string, localeCodes: readonly string[], source: string): string | null {
  if (locale === source) return `"${source}" is the source locale: its texts are the documents themselves, not a catalogue`;
  return localeCodes.includes(locale) ? null : `"${locale}" is not a locale of messages/locales.json`;
}

/**
 * The texts catalogues under schemas/ and flows/ whose name says a known locale and whose base has a source (or is
 * the shared schemas/common). A catalogue whose base has no source is still returned: its keys are none of them used.
 */
export function readTextsCatalogues(root: string, localeCodes: readonly string[], source: string, bases: ReadonlySet<string>, findings: Finding[]): TextsCatalogue[] {
  const catalogues: TextsCatalogue[] = [];
  for (const file of [...textsFiles(root, 'schemas'), ...textsFiles(root, 'flows')]) {
    const stem = file.slice(0, -TEXTS_SUFFIX.length);
    const dot = stem.lastIndexOf('.');
    const slash = stem.lastIndexOf('/');
    if (dot <= slash) {
      findings.push({ file, pointer: '', message: `no locale in the name: a catalogue is <base>.<locale>${TEXTS_SUFFIX}` });
      continue;
    }
    const [base, locale] = [stem.slice(0, dot), stem.slice(dot + 1)];
    const problem = localeProblem(locale, localeCodes, source);
    if (problem) {
      findings.push({ file, pointer: '', message: problem });
      continue;
    }
    if (!bases.has(base) && base !== 'schemas/common') {
      findings.push({ file, pointer: '', message: `no source: ${base} is no screen, list, definitions file or flow with texts` });
    }
    const entries = readFlatStrings(root, file, findings);
    if (entries) catalogues.push({ file, base, locale, entries });
  }
  return catalogues;
}

/** messages/<locale>/<part>.json for every locale folder, the source's included; a folder or part that is none is a finding. */
export function readMessagesFiles(root: string, localeCodes: readonly string[], source: string, findings: Finding[]): MessagesFile[] {
  const dir = join(root, 'messages');
  if (!existsSync(dir)) return [];
  const englishParts = new Set(existsSync(join(dir, source)) ? readdirSync(join(dir, source)) : []);
  const files: MessagesFile[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    if (!localeCodes.includes(folder)) {
      findings.push({ file: `messages/${folder}`, pointer: '', message: `"${folder}" is not a locale of messages/locales.json` });
      continue;
    }
    for (const name of readdirSync(join(dir, folder)).filter((n) => n.endsWith('.json')).sort()) {
      const file = `messages/${folder}/${name}`;
      if (!englishParts.has(name)) {
        findings.push({ file, pointer: '', message: `no English part messages/${source}/${name}: a part is translated from its English` });
        continue;
      }
      const messages = readFlatStrings(root, file, findings);
      if (messages) files.push({ file, locale: folder, part: name.slice(0, -'.json'.length), messages });
    }
  }
  return files;
}
