import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A shell part's messages: message id -> ICU MessageFormat text. */
export type Messages = Record<string, string>;

/** The shell parts (layout, pages, dialogs, errors…) that have an English catalogue, messages/en/<part>.json. */
export function messageParts(root: string): string[] {
  const dir = join(root, 'messages', 'en');
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).sort() : [];
}

/** A part's catalogue in a locale (messages/<locale>/<part>.json), or null when the locale has none. */
export function readMessages(root: string, locale: string, part: string): Messages | null {
  const file = join(root, 'messages', locale, `${part}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : null;
}

/** The ids of the English messages a locale's part does not translate (an empty message is none; `$comment` is a note). */
/** A part whose English controls (a legal text) is read in English in every language: it has nothing to translate. */
export function isEnglishOnly(english: Messages): boolean {
  return '$englishOnly' in english;
}

export function missingMessages(english: Messages, translated: Messages | null): string[] {
  if (isEnglishOnly(english)) return [];
  return Object.keys(english).filter((id) => !id.startsWith('$') && (typeof translated?.[id] !== 'string' || translated[id] === ''));
}

/** A part is translated in a locale only when every English message is: a page is never a mix of languages. */
export function isCompleteFor(english: Messages, translated: Messages | null): translated is Messages {
  return translated !== null && missingMessages(english, translated).length === 0;
}
