import { keyPointer } from './translation-files';
import { englishTextsOf, type TranslationData } from './translation-data';

/** One translation of one English text or message, where it is written. */
export interface TranslationPair {
  file: string;
  pointer: string;
  locale: string;
  english: string;
  translation: string;
  /** A text of a screen, list, definition or flow (`{name}` placeholders), or a shell message (ICU MessageFormat). */
  kind: 'text' | 'message';
}

/** A note for translators, never a text. */
export const isNote = (key: string): boolean => key.startsWith('$');

/** Every non-empty translation of a current English text or message (stale keys and empty ones are other findings). */
export function translationPairs(data: TranslationData): TranslationPair[] {
  const pairs: TranslationPair[] = [];
  for (const { file, base, locale, entries } of data.catalogues) {
    const english = englishTextsOf(data, base);
    for (const [key, translation] of Object.entries(entries)) {
      if (english?.has(key) && translation !== '') pairs.push({ file, pointer: keyPointer(key), locale, english: key, translation, kind: 'text' });
    }
  }
  for (const { file, locale, part, messages } of data.messages) {
    const english = data.english.get(part) ?? {};
    for (const [id, translation] of Object.entries(messages)) {
      const text = english[id];
      if (!isNote(id) && text !== undefined && translation !== '') pairs.push({ file, pointer: keyPointer(id), locale, english: text, translation, kind: 'message' });
    }
  }
  return pairs;
}
