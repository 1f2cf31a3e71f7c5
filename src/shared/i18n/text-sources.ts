import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translatableTexts, type TextAt, type TextDocumentKind } from './translatable-texts';

/** A borrower-facing text and the file (relative to the repository root) it is written in. */
export interface SourceText extends TextAt {
  file: string;
}

/**
 * One translation catalogue's English side: the documents of one screen (schema, UI schema, binding), one list, one
 * definitions file or one flow, and their texts in document order. Each locale's translations sit beside them in
 * `<base>.<locale>.texts.json`, keyed by the English text.
 */
export interface TextSource {
  /** Repository path without the suffix, e.g. "schemas/info/contact", "schemas/defs/phone", "flows/full-flow". */
  base: string;
  texts: SourceText[];
}

export const TEXTS_SUFFIX = '.texts.json';

const DOCUMENT_KINDS: [suffix: string, kind: TextDocumentKind][] = [
  ['.schema.json', 'schema'],
  ['.ui.json', 'ui'],
  ['.binding.json', 'binding'],
  ['.list.json', 'list'],
];

/** The catalogue file of a source in a locale, relative to the repository root. */
export function cataloguePath(base: string, locale: string): string {
  return `${base}.${locale}${TEXTS_SUFFIX}`;
}

function readJson(root: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, file), 'utf8'));
}

function textsOf(root: string, file: string, kind: TextDocumentKind): SourceText[] {
  return translatableTexts(kind, readJson(root, file)).map((t) => ({ ...t, file }));
}

function addTexts(sources: Map<string, TextSource>, base: string, texts: SourceText[]): void {
  const source = sources.get(base) ?? { base, texts: [] };
  source.texts.push(...texts);
  sources.set(base, source);
}

/** Every catalogue's English side under schemas/ (screens, lists, definitions) and flows/, sorted by base. */
export function textSources(root: string): TextSource[] {
  const sources = new Map<string, TextSource>();
  const schemas = join(root, 'schemas');
  for (const folder of readdirSync(schemas, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'api') continue;
    for (const name of readdirSync(join(schemas, folder.name)).sort()) {
      const file = `schemas/${folder.name}/${name}`;
      if (folder.name === 'defs') {
        if (name.endsWith('.json') && !name.endsWith(TEXTS_SUFFIX)) addTexts(sources, file.slice(0, -'.json'.length), textsOf(root, file, 'def'));
        continue;
      }
      const match = DOCUMENT_KINDS.find(([suffix]) => name.endsWith(suffix));
      if (match) addTexts(sources, file.slice(0, -match[0].length), textsOf(root, file, match[1]));
    }
  }
  for (const name of readdirSync(join(root, 'flows')).sort()) {
    if (name.endsWith('.json') && !name.endsWith('.schema.json') && !name.endsWith(TEXTS_SUFFIX)) {
      const file = `flows/${name}`;
      addTexts(sources, file.slice(0, -'.json'.length), textsOf(root, file, 'flow'));
    }
  }
  return [...sources.values()].filter((s) => s.texts.length > 0).sort((a, b) => a.base.localeCompare(b.base));
}

/** A locale's translations of a source's texts: English text -> translation. */
export type Catalogue = Record<string, string>;

/** A locale's catalogue for a source, or null when the file does not exist. */
export function readCatalogue(root: string, base: string, locale: string): Catalogue | null {
  const file = join(root, cataloguePath(base, locale));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : null;
}

/** The English texts a dictionary does not translate (an empty translation is none). */
export function missingTexts(dictionary: Catalogue, texts: readonly string[]): string[] {
  return texts.filter((text) => typeof dictionary[text] !== 'string' || dictionary[text] === '');
}
