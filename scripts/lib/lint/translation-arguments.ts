import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { keyPointer } from './translation-files';
import type { TranslationData } from './translation-data';
import { isNote, translationPairs, type TranslationPair } from './translation-pairs';
import type { Finding } from './types';

/** A parsed message's argument names, those of plural, select, number, date and time arguments and of their options included. */
function collectArguments(elements: MessageFormatElement[], out: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      collectArguments(element.children, out);
      continue;
    }
    out.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collectArguments(option.value, out);
    }
  }
  return out;
}

/** A message's argument names, or the parser's error. Parsed as the build compiles it. */
export function messageArguments(message: string): Set<string> | { error: string } {
  try {
    return collectArguments(parse(message, { requiresOtherClause: true, ignoreTag: true }), new Set());
  } catch (error) {
    const { location } = error as { location?: { start: { line: number; column: number } } };
    return { error: `${(error as Error).message}${location ? ` at ${location.start.line}:${location.start.column}` : ''}` };
  }
}

/** A text's `{placeholder}` names. */
function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((m) => (m[1] ?? '').trim()));
}

function difference(english: Set<string>, translated: Set<string>): string {
  const list = (names: string[]) => names.map((n) => `{${n}}`).join(', ');
  const missing = [...english].filter((n) => !translated.has(n));
  const extra = [...translated].filter((n) => !english.has(n));
  return [missing.length ? `${list(missing)} missing` : '', extra.length ? `${list(extra)} not in the English` : ''].filter(Boolean).join('; ');
}

function checkPair(pair: TranslationPair): Finding[] {
  const at = { file: pair.file, pointer: pair.pointer };
  if (pair.kind === 'text') {
    const diff = difference(placeholders(pair.english), placeholders(pair.translation));
    return diff ? [{ ...at, message: `placeholders differ from the English: ${diff}` }] : [];
  }
  const english = messageArguments(pair.english);
  const translated = messageArguments(pair.translation);
  if ('error' in translated) return [{ ...at, message: `not ICU MessageFormat: ${translated.error}` }];
  if ('error' in english) return []; // reported on the English part
  const diff = difference(english, translated);
  return diff ? [{ ...at, message: `ICU arguments differ from the English: ${diff}` }] : [];
}

/** Every translation's arguments are the English's; every message, English or translated, parses. */
export function checkArguments(data: TranslationData): Finding[] {
  const englishErrors = [...data.english].flatMap(([part, messages]) =>
    Object.entries(messages).flatMap(([id, message]) => {
      const parsed = isNote(id) ? new Set<string>() : messageArguments(message);
      return 'error' in parsed ? [{ file: `messages/${data.source}/${part}.json`, pointer: keyPointer(id), message: `not ICU MessageFormat: ${parsed.error}` }] : [];
    }),
  );
  return [...englishErrors, ...translationPairs(data).flatMap(checkPair)];
}
