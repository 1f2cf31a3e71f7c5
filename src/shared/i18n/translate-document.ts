import type { ListDefinition } from '../flow/list-types';
import { setAtPointer } from '../json-pointer';
import { listTexts } from './list-texts';
import { translatableTexts, type TextDocumentKind } from './translatable-texts';

/** A borrower-facing English text in the language shown; a text it does not know comes back as it is. */
export type TranslateText = (english: string) => string;

/**
 * A copy of a schema, UI schema, binding, list or flow document with every text a borrower reads (as
 * `translatableTexts` finds them; a list's copied option titles too) replaced by `tr(text)`. Parts without a changed
 * text are shared with the original, and a document nothing changes in comes back as the same object.
 */
export function translateDocument<T>(kind: TextDocumentKind, document: T, tr: TranslateText): T {
  const texts = kind === 'list' ? listTexts(document as ListDefinition) : translatableTexts(kind, document);
  let translated = document;
  for (const { pointer, text } of texts) {
    const shown = tr(text);
    if (shown !== text) translated = setAtPointer(translated, pointer, shown);
  }
  return translated;
}
