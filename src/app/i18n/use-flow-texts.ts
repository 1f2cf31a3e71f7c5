import { useMemo } from 'react';
import { useLocaleMessages } from './locale-messages';
import { shownLanguage, type ShownLanguage } from './shown-language';

/** The flows with texts of their own: the full flow's steps and intros, the fast path's cards, sections and dialog. */
export type FlowTextsId = 'full-flow' | 'fast-path';

/**
 * A flow's texts (step titles, intro pages, fast-path titles and dialog) in the borrower's language when the locale's
 * chunk translates the flow's catalogue completely, else in English. Suspends while the chunk loads.
 */
export function useFlowTexts(flow: FlowTextsId): ShownLanguage {
  const { locale, localeMessages } = useLocaleMessages();
  const texts = localeMessages?.texts[`flows/${flow}`] ?? null;
  return useMemo(() => shownLanguage(texts, locale), [texts, locale]);
}
