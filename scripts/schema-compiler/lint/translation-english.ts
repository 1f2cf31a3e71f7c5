import { hasWords } from '../../../src/shared/i18n/translatable-texts';
import { allEnglishTexts, completeLocales, KEPT_FILE, type TranslationData } from './translation-data';
import { isNote, translationPairs } from './translation-pairs';
import type { Finding } from './types';

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A complete locale's translation that is its English again, unless every locale keeps that text as written (a name, a
 * code: messages/kept-as-written.json) or it has no words; and a kept text no English text is any more.
 */
export function checkEnglishLeft(data: TranslationData): Finding[] {
  const kept = new Set(data.kept);
  const complete = new Set(completeLocales(data));
  const left = translationPairs(data)
    .filter((p) => complete.has(p.locale) && same(p.english, p.translation) && hasWords(p.english))
    .filter((p) => !kept.has(p.english) && !(data.keptIn[p.locale] ?? []).includes(p.english))
    .map(({ file, pointer, locale }) => ({
      file, pointer,
      message: `left in English in ${locale}: translate it, or list the English in ${KEPT_FILE}: under texts when every locale keeps it as written, under sameWord.${locale} when ${locale} writes the same word`,
    }));
  const english = allEnglishTexts(data);
  for (const messages of data.english.values()) {
    for (const [id, message] of Object.entries(messages)) if (!isNote(id)) english.add(message);
  }
  const unused = data.kept.flatMap((text, index) =>
    english.has(text) ? [] : [{ file: KEPT_FILE, pointer: `/texts/${index}`, message: `"${text}" is no longer an English text of any screen, list, definition, flow or shell message` }],
  );
  const unusedIn = Object.entries(data.keptIn).flatMap(([locale, texts]) =>
    texts.flatMap((text, index) => (english.has(text) ? [] : [{ file: KEPT_FILE, pointer: `/sameWord/${locale}/${index}`, message: `"${text}" is no longer an English text` }])),
  );
  return [...left, ...unused, ...unusedIn];
}
