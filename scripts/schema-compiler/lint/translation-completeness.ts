import { missingMessages } from '../../../src/shared/i18n/message-catalogues';
import { cataloguePath, missingTexts, type Catalogue } from '../../../src/shared/i18n/text-sources';
import { dictionaryBases, mergeFirstFound, type ShownTexts } from '../generate-screen-texts';
import { catalogueOf, completeLocales, type TranslationData } from './translation-data';
import { keyPointer } from './translation-files';
import type { Finding } from './types';

function entriesOf(data: TranslationData, base: string, locale: string): Catalogue {
  return catalogueOf(data, base, locale)?.entries ?? {};
}

/** Where else a locale translates a text (a catalogue beside this one first): one the build does not read for this base. */
function translatedElsewhere(data: TranslationData, base: string, locale: string, text: string): string {
  const folder = base.slice(0, base.lastIndexOf('/') + 1);
  const others = data.catalogues.filter((c) => c.locale === locale && c.entries[text]);
  const other = others.find((c) => c.base.startsWith(folder)) ?? others[0];
  return other ? ` (as ${other.file} does, which is not read for this one)` : '';
}

function missing(data: TranslationData, base: string, locale: string, texts: string[]): Finding[] {
  return texts.map((text) => ({
    file: cataloguePath(base, locale),
    pointer: keyPointer(text),
    message: `not translated into ${locale}${translatedElsewhere(data, base, locale, text)}`,
  }));
}

/**
 * A screen or list shows in a locale only when every text it shows is translated, looked up as the build does. A text
 * a definitions file or a screen it copies titles from should translate is reported there, once.
 */
function shownMissing(data: TranslationData, locale: string, defBases: string[], definitionTexts: Set<string>): Finding[] {
  return data.shown.flatMap((shown: ShownTexts) => {
    const base = `schemas/${shown.id}`;
    const dictionary = mergeFirstFound(dictionaryBases(shown, defBases).map((b) => entriesOf(data, b, locale)));
    const fromScreens = new Set(data.shown.filter((s) => shown.alsoFrom?.includes(s.id)).flatMap((s) => s.texts.map((t) => t.text)));
    const own = data.sources.find((s) => s.base === base)?.texts ?? [];
    const english = [...new Set([...own, ...shown.texts].map((t) => t.text))].filter((t) => !definitionTexts.has(t) && !fromScreens.has(t));
    return missing(data, base, locale, missingTexts(dictionary, english));
  });
}

/**
 * Every English text translated in each complete locale: a screen's or list's as the build looks it up; a definition's
 * in its catalogue or schemas/common; a flow's in its own catalogue (the build translates a flow from it alone). Every
 * English message of every shell part in messages/<locale>/<part>.json.
 */
export function checkCompleteness(data: TranslationData): Finding[] {
  const defSources = data.sources.filter((s) => s.base.startsWith('schemas/defs/'));
  const defBases = defSources.map((s) => s.base);
  const defTexts = new Set(defSources.flatMap((s) => s.texts.map((t) => t.text)));
  const shownBases = new Set(data.shown.map((s) => `schemas/${s.id}`));
  return completeLocales(data).flatMap((locale) => [
    ...shownMissing(data, locale, defBases, defTexts),
    ...data.sources.filter((s) => !shownBases.has(s.base)).flatMap(({ base, texts }) => {
      const chain = base.startsWith('flows/') ? [base] : [base, 'schemas/common'];
      const dictionary = mergeFirstFound(chain.map((b) => entriesOf(data, b, locale)));
      return missing(data, base, locale, missingTexts(dictionary, [...new Set(texts.map((t) => t.text))]));
    }),
    ...[...data.english].flatMap(([part, english]) => {
      const file = `messages/${locale}/${part}.json`;
      const translated = data.messages.find((m) => m.file === file)?.messages ?? null;
      return missingMessages(english, translated).map((id) => ({ file, pointer: keyPointer(id), message: `not translated into ${locale}: "${english[id]}"` }));
    }),
  ]);
}
