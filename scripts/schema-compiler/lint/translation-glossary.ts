import type { GlossaryTerm, TranslationData } from './translation-data';
import { translationPairs } from './translation-pairs';
import type { Finding } from './types';

/** The term as a whole word, any case ("lender" is not found in "lenders"); ’ reads as '. */
function usesTerm(english: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(english.replace(/\u2019/g, "'"));
}

function formsOf(term: GlossaryTerm, locale: string): string[] {
  const forms = term[locale];
  return Array.isArray(forms) ? forms : [];
}

/** A translation of an English text using a glossary term uses one of the locale's forms of it (a part of a word, any case). */
export function checkGlossary(data: TranslationData): Finding[] {
  return translationPairs(data).flatMap(({ file, pointer, locale, english, translation }) =>
    data.glossary
      .filter((term) => formsOf(term, locale).length > 0 && usesTerm(english, term.en))
      .filter((term) => !formsOf(term, locale).some((form) => translation.toLowerCase().includes(form.toLowerCase())))
      .map((term) => ({
        file, pointer,
        message: `glossary: "${term.en}" is translated into ${locale} as one of ${formsOf(term, locale).map((f) => `"${f}"`).join(', ')}`,
      })),
  );
}
