import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { locales, sourceLocale } from '../../shared/i18n/locales';
import { readMessages, type Messages } from '../../shared/i18n/message-catalogues';
import { readCatalogue, TEXTS_SUFFIX } from '../../shared/i18n/text-sources';
import { defaultSchemasDir } from '../../shared/validation/schema-documents';

/** A locale's translations the server answers with: error messages by code, and texts (validation messages) by English. */
interface LocaleTranslations {
  errors: Messages;
  texts: Map<string, string>;
}

function catalogueBases(root: string, folder: string, locale: string): string[] {
  const suffix = `.${locale}${TEXTS_SUFFIX}`;
  const dir = join(root, folder);
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith(suffix))
    .map((name) => relative(root, join(dir, name.slice(0, -suffix.length))).split('\\').join('/'));
}

/** Every translated text of a locale's catalogues (screens, definitions, flows), English -> translation. */
function loadTexts(root: string, locale: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const folder of ['schemas', 'flows']) {
    for (const base of catalogueBases(root, folder, locale)) {
      for (const [english, translated] of Object.entries(readCatalogue(root, base, locale) ?? {})) {
        if (translated && !texts.has(english)) texts.set(english, translated);
      }
    }
  }
  return texts;
}

let loaded: Map<string, LocaleTranslations> | null = null;

/** Read once, at the first answer that needs them: the catalogues are data beside the schemas. */
function translations(): Map<string, LocaleTranslations> {
  if (!loaded) {
    const root = dirname(defaultSchemasDir());
    loaded = new Map(
      locales
        .filter((l) => l.code !== sourceLocale)
        .map((l) => [l.code, { errors: readMessages(root, l.code, 'errors') ?? {}, texts: loadTexts(root, l.code) }]),
    );
  }
  return loaded;
}

/** An error code's message in a locale, or the English one where the locale has none. */
export function errorMessageIn(locale: string, code: string, english: string): string {
  return translations().get(locale)?.errors[code] || english;
}

/** A screen text (a validation message) in a locale, or the English one where no catalogue translates it. */
export function textIn(locale: string, english: string): string {
  return translations().get(locale)?.texts.get(english) ?? english;
}
