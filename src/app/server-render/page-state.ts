import type { DehydratedState } from '@tanstack/react-query';
import type { ColorMode } from '../../shared/page-render/color-mode';

/**
 * What a server-rendered page hands the browser: the queries it fetched, and what its markup was rendered for: the page
 * itself, which the browser hydrates, or its frame, which the browser's first render replaces. Null where the server
 * left the page to the browser.
 */
export interface PageState {
  queries: DehydratedState;
  rendered: { locale: string; colorMode: ColorMode; kind: 'page' | 'frame' } | null;
}

/** The browser's copy of the page state, if the server sent one (a non-executed JSON script element). */
export function readPageState(doc: Document, elementId: string): PageState | null {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** JSON safe inside a `<script>` element: no `</script>` or comment opener can end it early. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
