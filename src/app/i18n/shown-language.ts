import type { TranslateText } from '../../shared/i18n/translate-document';
import { sourceLocale } from '../../shared/i18n/locales';
import type { ShownTexts } from './screen-texts';

/** The language one screen, list or flow page is shown in, and its texts in it. */
export interface ShownLanguage {
  /** An English text of the screen in `lang`; a text the screen's catalogue does not have, as it is. */
  tr: TranslateText;
  /** The language the screen is shown in: the borrower's when it is translated completely, else English. */
  lang: string;
  /** The borrower's language ran out: the screen is in English, with a notice in the borrower's language. */
  untranslated: boolean;
}

const asWritten: TranslateText = (english) => english;

/**
 * The rule: a screen is shown wholly in `locale` when its texts are there (`texts` not null), otherwise wholly in
 * English; never a mix.
 */
export function shownLanguage(texts: ShownTexts | null, locale: string): ShownLanguage {
  if (texts === null || locale === sourceLocale) return { tr: asWritten, lang: sourceLocale, untranslated: locale !== sourceLocale };
  return { tr: (english) => texts[english] ?? english, lang: locale, untranslated: false };
}

/** A screen in English for an English reader (nothing to translate, no notice). */
export const englishAsWritten: ShownLanguage = shownLanguage(null, sourceLocale);
