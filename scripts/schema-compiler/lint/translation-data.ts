import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '../../../src/shared/i18n/message-catalogues';
import { textSources, type TextSource } from '../../../src/shared/i18n/text-sources';
import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { shownTexts, type ShownTexts } from '../generate-screen-texts';
import { findLists } from '../lists';
import { readMessagesFiles, readTextsCatalogues, type MessagesFile, type TextsCatalogue } from './translation-files';
import type { Finding } from './types';

interface LocaleEntry {
  code: string;
  complete: boolean;
}

/** A glossary term: its English (`en`) and each locale's accepted forms. */
export type GlossaryTerm = { en: string } & Record<string, string[] | string>;

/** Everything the translation checks read, once. */
export interface TranslationData {
  source: string;
  locales: LocaleEntry[];
  sources: TextSource[];
  /** What each screen and list shows, as the build computes it. */
  shown: ShownTexts[];
  catalogues: TextsCatalogue[];
  /** English messages by part. */
  english: Map<string, Messages>;
  /** Other locales' parts. */
  messages: MessagesFile[];
  glossary: GlossaryTerm[];
  kept: string[];
  /** Words one language writes as English does ("No" in Spanish), by locale. */
  keptIn: Record<string, string[]>;
}

export const LOCALES_FILE = 'messages/locales.json';
const GLOSSARY_FILE = 'messages/glossary.json';
export const KEPT_FILE = 'messages/kept-as-written.json';

function readOptional<T>(root: string, file: string, fallback: T): T {
  return existsSync(join(root, file)) ? (JSON.parse(readFileSync(join(root, file), 'utf8')) as T) : fallback;
}

/** The repository's translations, or null where it has no messages/locales.json; unreadable files are findings. */
export function readTranslationData(root: string, docs: SchemaDocument[], findings: Finding[]): TranslationData | null {
  if (!existsSync(join(root, LOCALES_FILE))) return null;
  const { source, locales } = readOptional<{ source: string; locales: LocaleEntry[] }>(root, LOCALES_FILE, { source: 'en', locales: [] });
  const codes = locales.map((l) => l.code);
  const sources = textSources(root);
  const shown = shownTexts(docs, join(root, 'schemas'), findLists(join(root, 'schemas')));
  const bases = new Set([...sources.map((s) => s.base), ...shown.map((s) => `schemas/${s.id}`)]);
  const catalogues = readTextsCatalogues(root, codes, source, bases, findings);
  const parts = readMessagesFiles(root, codes, source, findings);
  return {
    source,
    locales,
    sources,
    shown,
    catalogues,
    english: new Map(parts.filter((p) => p.locale === source).map((p) => [p.part, p.messages])),
    messages: parts.filter((p) => p.locale !== source),
    glossary: readOptional<{ terms: GlossaryTerm[] }>(root, GLOSSARY_FILE, { terms: [] }).terms,
    ...keptTexts(root),
  };
}

function keptTexts(root: string): Pick<TranslationData, 'kept' | 'keptIn'> {
  const { texts = [], sameWord = {} } = readOptional<{ texts?: string[]; sameWord?: Record<string, string[]> }>(root, KEPT_FILE, {});
  return { kept: texts, keptIn: sameWord };
}

/** The complete locales a translation must cover: every one but the source. */
export function completeLocales(data: TranslationData): string[] {
  return data.locales.filter((l) => l.complete && l.code !== data.source).map((l) => l.code);
}

/** A locale's catalogue of a base, or null. */
export function catalogueOf(data: TranslationData, base: string, locale: string): TextsCatalogue | null {
  return data.catalogues.find((c) => c.base === base && c.locale === locale) ?? null;
}

/** Every English text of every source and of what every screen and list shows. */
export function allEnglishTexts(data: TranslationData): Set<string> {
  return new Set([...data.sources.flatMap((s) => s.texts), ...data.shown.flatMap((s) => s.texts)].map((t) => t.text));
}

/**
 * The English texts a catalogue of a base may translate: its source's, and for a screen or list all it shows
 * (definitions' texts and copied option titles included); for schemas/common every English text; null for no source.
 */
export function englishTextsOf(data: TranslationData, base: string): Set<string> | null {
  if (base === 'schemas/common') return allEnglishTexts(data);
  const source = data.sources.find((s) => s.base === base);
  const shown = data.shown.find((s) => `schemas/${s.id}` === base);
  if (!source && !shown) return null;
  return new Set([...(source?.texts ?? []), ...(shown?.texts ?? [])].map((t) => t.text));
}
