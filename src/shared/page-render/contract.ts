/**
 * What the server hands the app's page renderer (`src/app/server-render`, built to dist/render) and what it gets
 * back. The server never imports client code: it loads the built renderer by path and knows it by this contract.
 */
import type { ColorMode } from './color-mode';

/**
 * A call to the portal's own API made while rendering (the server answers it in-process, as the browser would): a POST
 * with `body`, a GET without.
 */
export type ApiCall = (call: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

export interface PageRenderRequest {
  /** The page's path and query, e.g. /offer/1001/5001. */
  url: string;
  /** The language of the answer (`<html lang>`). */
  locale: string;
  colorMode: ColorMode;
  api: ApiCall;
}

export interface RenderedPage {
  /**
   * The markup inside `#root`: the page, or its frame (layouts and the page's loading state) where its data belongs to
   * the borrower's tab; null where the page is left to the browser (it still gets `state`).
   */
  html: string | null;
  /** The `<style>` elements of that markup, without nonces (the server adds the answer's). */
  styles: string;
  /** What the browser starts from (the data fetched while rendering), as JSON for a non-executed script element. */
  state: string;
  /** A framed page's client modules (keys in Vite's manifest), which the page asks for at once. */
  modules?: readonly string[];
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The id of the `<script type="application/json">` element that carries `RenderedPage.state`. */
export const pageStateElementId = 'portal-page-state';
