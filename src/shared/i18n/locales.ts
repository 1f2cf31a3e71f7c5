import localeList from '../../../messages/locales.json';

export interface LocaleInfo {
  /** BCP 47 tag, as `<html lang>` and Accept-Language use it. */
  code: string;
  /** The language's name in its own spelling, as the language switch shows it. */
  name: string;
  /** ISO 639-2 code, as MISMO's LanguageCode and the Supplementary Consumer Information Form's answer use it. */
  languageCode: string;
  /** Every key translated; the linter holds a complete locale to it. */
  complete: boolean;
}

export const sourceLocale = localeList.source;
export const locales: readonly LocaleInfo[] = localeList.locales;
export const localeCodes: readonly string[] = locales.map((l) => l.code);

export function isLocale(value: unknown): value is string {
  return typeof value === 'string' && localeCodes.includes(value);
}
