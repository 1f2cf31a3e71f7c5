import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageStateElementId, type RenderedPage } from '../../shared/page-render/contract';
import { requestLocale } from '../i18n/request-locale';

const withNonce = (styles: string, nonce: string) => styles.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);

/**
 * The page in the request's language (`<html lang>`, which the app starts in) with this answer's style nonce in
 * `<meta property="csp-nonce">`, where styled-components and the dialog's scroll lock read it for the `<style>`
 * elements they add; a rendered page also carries its markup, its styles and the state the browser starts from.
 */
export function pageFor(page: string, request: FastifyRequest, reply: FastifyReply, rendered?: RenderedPage): string {
  const nonce = reply.cspNonce.style;
  // Replacements by function: a page's text may hold `$&` and the like, which a replacement string would expand.
  const html = page
    .replace(/<html lang="[^"]*"/, () => `<html lang="${requestLocale(request)}"`)
    .replace('<head>', () => `<head><meta property="csp-nonce" nonce="${nonce}">`);
  if (!rendered) return html;
  const state = `<script type="application/json" id="${pageStateElementId}">${rendered.state}</script>`;
  return (rendered.html ? scriptsAfterContent(html) : html)
    .replace('</head>', () => `${withNonce(rendered.styles, nonce)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html ?? ''}</div>${state}`);
}

/**
 * A page that arrives drawn needs no script to paint: its scripts are asked for at low priority, after what the page
 * shows (an image, say). At the default high priority a browser, and Lighthouse's model of one, counts them as part of
 * the first paint.
 */
const scriptsAfterContent = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?=[\s>])/g, (tag) => `${tag} fetchpriority="low"`);
