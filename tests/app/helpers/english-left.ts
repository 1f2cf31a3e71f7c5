import widgetsEn from '../../../messages/en/widgets.json';
import widgetsEs from '../../../messages/es/widgets.json';

/** Every text a borrower reads in the page: the text of each element, its accessible name, placeholder and title. */
export function readTexts(): string[] {
  const out: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) out.push(node.textContent.trim());
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name);
      if (value) out.push(value);
    }
  }
  return out;
}

/**
 * The English texts left on a page shown in Spanish: those of the screen's texts module (English -> Spanish) and of
 * the widgets' own words that Spanish writes otherwise.
 */
export function englishLeft(spanishTexts: Record<string, string>): string[] {
  const english = new Set([
    ...Object.entries(spanishTexts).filter(([en, es]) => en !== es).map(([en]) => en),
    ...Object.entries(widgetsEn).filter(([id, en]) => widgetsEs[id as keyof typeof widgetsEs] !== en).map(([, en]) => en),
  ]);
  return readTexts().filter((text) => english.has(text));
}
