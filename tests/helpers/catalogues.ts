import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMessages } from '../../src/shared/i18n/message-catalogues';
import { readCatalogue, textSources } from '../../src/shared/i18n/text-sources';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A screen text's translation as the catalogues beside the screens give it (the first catalogue that has it). */
export function translationOf(locale: string, english: string): string {
  for (const source of textSources(repoRoot)) {
    const translated = readCatalogue(repoRoot, source.base, locale)?.[english];
    if (translated) return translated;
  }
  throw new Error(`no ${locale} catalogue translates ${JSON.stringify(english)}`);
}

/** A shell part's message in a locale, as messages/<locale>/<part>.json writes it. */
export function messageOf(locale: string, part: string, id: string): string {
  const message = readMessages(repoRoot, locale, part)?.[id];
  if (message === undefined) throw new Error(`messages/${locale}/${part}.json has no ${id}`);
  return message;
}
