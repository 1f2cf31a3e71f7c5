import { createElement, Fragment, type ReactNode } from 'react';
import type { Catalogue, CompiledMessage, LocaleMessages } from './catalogue';

export type MessageValues = Record<string, string | number | Date>;
/** Values of a message that shows a React element, e.g. `{link}` given as `<a href=…>…</a>`. */
export type RichValues = Record<string, string | number | Date | ReactNode>;

/** A part's messages in one language. `lang` is the language they are in: English where the locale lacks the part. */
export interface Translate<Id extends string> {
  (id: Id, values?: MessageValues): string;
  rich(id: Id, values: RichValues): ReactNode;
  lang: string;
}

/**
 * The part's messages in `locale` when its chunk translates the whole part, else in English: a part is never shown
 * half translated.
 */
export function translator<Id extends string>(catalogue: Catalogue<Id>, locale: string, localeMessages: LocaleMessages | null): Translate<Id> {
  const translated = localeMessages?.parts[catalogue.part] as Record<Id, CompiledMessage> | undefined;
  const messages = translated ?? catalogue.messages;
  // A plural or select answers its case's parts as a nested list: flattened, they are the message in order.
  const parts = (id: Id, values?: RichValues) => messages[id](values).flat(Infinity);
  const t = ((id: Id, values?: MessageValues) => parts(id, values).join('')) as Translate<Id>;
  t.rich = (id, values) => createElement(Fragment, null, ...(parts(id, values) as ReactNode[]));
  t.lang = translated ? locale : catalogue.lang;
  return t;
}
