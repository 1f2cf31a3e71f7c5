// English left on a page shown in another language: the visible texts and the names given to assistive technology
// that are an English text of the catalogues (a screen's, a list's, a flow's or a shell message) the locale translates
// otherwise, or that read as English sentences. Text marked lang="en" (the lender's own disclaimers, English-only
// legal text) and data (names, addresses) are not the portal's texts.
import type { Page } from 'playwright-core';
import { messageParts, readMessages } from '../../../src/shared/i18n/message-catalogues';
import { textSources } from '../../../src/shared/i18n/text-sources';
import kept from '../../../messages/kept-as-written.json';
import { repoRoot } from '../../helpers/catalogues';

/** Words no Spanish, Chinese, Korean, Vietnamese or Tagalog sentence of the portal uses, and no demo name holds. */
const ENGLISH_WORDS = /\b(the|your|you|please|and|this|will|with|are)\b/i;

function englishTexts(locale: string): Set<string> {
  const texts = new Set<string>();
  for (const source of textSources(repoRoot)) for (const { text } of source.texts) texts.add(text.trim());
  for (const part of messageParts(repoRoot)) {
    for (const [id, message] of Object.entries(readMessages(repoRoot, 'en', part) ?? {})) {
      if (!id.startsWith('$') && !message.includes('{')) texts.add(message.trim());
    }
  }
  const same = new Set([...kept.texts, ...((kept.sameWord as Record<string, string[]>)[locale] ?? [])]);
  return new Set([...texts].filter((text) => !same.has(text) && /\p{L}{2}/u.test(text)));
}

/** What the page shows and names outside lang="en": each visible text, aria-label, placeholder and title. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const english = (el: Element | null) => el?.closest('[lang="en"]') !== null && el?.closest('[lang="en"]') !== undefined;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || english(el) || el.closest('script, style, option')) continue;
      if (el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (english(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** The English the page shows or names in `locale`; empty when there is none. */
export async function englishLeft(page: Page, locale: string): Promise<string[]> {
  const english = englishTexts(locale);
  const shown = await shownTexts(page);
  return [...new Set(shown.filter((text) => english.has(text) || ENGLISH_WORDS.test(text)))];
}
