import { useMemo } from 'react';
import type { Catalogue } from './catalogue';
import { useLocaleMessages } from './locale-messages';
import { shownLanguage, type ShownLanguage } from './shown-language';

/** The flows with texts of their own: the full flow's steps and intros, the fast path's cards, sections and dialog. */
export type FlowTextsId = 'full-flow' | 'fast-path';

/**
 * A flow's texts (step titles, intro pages, fast-path titles and dialog) in the borrower's language when the locale's
 * chunk translates the flow's catalogue completely, and every shell part the page shows with them (`parts`), else in
 * English. Suspends while the chunk loads.
 */
export function useFlowTexts(flow: FlowTextsId, parts: readonly Catalogue[] = []): ShownLanguage {
  const { locale, localeMessages } = useLocaleMessages();
  const complete = parts.every((part) => localeMessages?.parts[part.part] !== undefined);
  const texts = complete ? (localeMessages?.texts[`flows/${flow}`] ?? null) : null;
  return useMemo(() => shownLanguage(texts, locale), [texts, locale]);
}
