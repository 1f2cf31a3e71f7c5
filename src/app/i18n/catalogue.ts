import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message as the build compiles it: a plain string, or the ICU syntax tree of a message with arguments. */
export type CompiledMessage = string | MessageFormatElement[];

/** A shell part's English catalogue (generated from messages/en/<part>.json), the source every locale translates. */
export interface Catalogue<Id extends string = string> {
  part: string;
  messages: Record<Id, CompiledMessage>;
}

/** A locale's chunk: its complete shell parts, and its catalogues of flow texts (English text -> translation). */
export interface LocaleMessages {
  parts: Record<string, Record<string, CompiledMessage>>;
  texts: Record<string, Record<string, string>>;
}
