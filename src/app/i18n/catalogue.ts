/** A message compiled at build (messageformat): given its arguments, its parts in order (texts and the arguments). */
export type CompiledMessage = (values?: Record<string, unknown>) => unknown[];

/** A shell part's English catalogue (generated from messages/en/<part>.json), the source every locale translates. */
export interface Catalogue<Id extends string = string> {
  part: string;
  lang: string;
  messages: Record<Id, CompiledMessage>;
}

/** A locale's chunk: its complete shell parts, and its catalogues of flow texts (English text -> translation). */
export interface LocaleMessages {
  parts: Record<string, Record<string, CompiledMessage>>;
  texts: Record<string, Record<string, string>>;
}
