import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { ReactNode } from 'react';
import { sourceLocale } from '../../shared/i18n/locales';
import type { Catalogue, CompiledMessage, LocaleMessages } from './catalogue';

export type MessageValues = Record<string, PrimitiveType>;
/** Values of a message with markup: `<link>…</link>` is given as a function of its chunks. */
export type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A part's messages in one language. `lang` is the language they are in: English where the locale lacks the part. */
export interface Translate<Id extends string> {
  (id: Id, values?: MessageValues): string;
  rich(id: Id, values: RichValues): ReactNode;
  lang: string;
}

const formats = new Map<string, IntlMessageFormat>();

function formatter(lang: string, key: string, message: Exclude<CompiledMessage, string>): IntlMessageFormat {
  const cacheKey = `${lang}\u0000${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, lang);
    formats.set(cacheKey, format);
  }
  return format;
}

/**
 * The part's messages in `locale` when its chunk translates the whole part, else in English: a part is never shown
 * half translated.
 */
export function translator<Id extends string>(catalogue: Catalogue<Id>, locale: string, localeMessages: LocaleMessages | null): Translate<Id> {
  const translated = localeMessages?.parts[catalogue.part] as Record<Id, CompiledMessage> | undefined;
  const lang = translated ? locale : sourceLocale;
  const messages = translated ?? catalogue.messages;
  const format = (id: Id, values?: RichValues): unknown => {
    const message = messages[id];
    if (typeof message === 'string') return message;
    return formatter(lang, `${catalogue.part}.${id}`, message).format(values as Record<string, PrimitiveType>);
  };
  const t = ((id: Id, values?: MessageValues) => String(format(id, values))) as Translate<Id>;
  t.rich = (id, values) => format(id, values) as ReactNode;
  t.lang = lang;
  return t;
}
