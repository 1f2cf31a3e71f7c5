import { parse, type Token } from '@messageformat/parser';
import { keyPointer } from './translation-files';
import type { TranslationData } from './translation-data';
import { isNote, translationPairs, type TranslationPair } from './translation-pairs';
import type { Finding } from './types';

/** A parsed message's argument names, those of plural, select and number/date arguments and of their cases included. */
function collectArguments(tokens: Token[], out: Set<string>): Set<string> {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    out.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      // The build compiles with every locale's own plural rules; a case it cannot choose is a message with no way out.
      if (!token.cases.some((c) => c.key === 'other')) throw new Error(`{${token.arg}, ${token.type}} has no "other" case`);
      for (const option of token.cases) collectArguments(option.tokens, out);
    }
  }
  return out;
}

/** A message's argument names, or the parser's error. Parsed as the build compiles it (messageformat). */
export function messageArguments(message: string): Set<string> | { error: string } {
  try {
    return collectArguments(parse(message, { cardinal: [], ordinal: [] }), new Set());
  } catch (error) {
    // The parser's first line says what and where ("Unexpected message end at line 1 col 12"); the rest quotes the message.
    return { error: ((error as Error).message.split('\n')[0] ?? '').replace(/:$/, '') };
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
