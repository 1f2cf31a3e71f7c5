// The offer landing's answer carries the markup the app's renderer made (its styles under the answer's nonce, the state
// the browser starts from), fetched through the portal's own API in-process; a renderer that fails leaves the page
// to the browser. The renderer here is a small module in RENDER_DIR: the app's own is tested in tests/app/server-render.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JANE } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>t</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
mkdirSync(join(staticDir, '.vite'));
writeFileSync(
  join(staticDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_shared'] },
    'src/app/pages/OfferLanding/OfferLandingPage.tsx': { file: 'assets/OfferLandingPage-2.js', imports: ['_shared', 'index.html'] },
    'src/app/pages/BorrowerDashboard/BorrowerDashboardPage.tsx': { file: 'assets/BorrowerDashboardPage-4.js', imports: ['_shared'] },
    _shared: { file: 'assets/shared-3.js' },
    'src/app/start.tsx': { file: 'assets/start-5.js', imports: ['_vendor'] },
    _vendor: { file: 'assets/vendor-6.js' },
  }),
);
const renderDir = mkdtempSync(join(tmpdir(), 'portal-render-'));
writeFileSync(
  join(renderDir, 'render-page.js'),
  `export async function renderPage({ url, locale, colorMode, api }) {
    if (url.includes('5002')) throw new Error('the renderer failed');
    if (url === '/borrower-dashboard') {
      return { html: '<div inert><main>frame</main></div>', styles: '<style data-styled="active">main{}</style>', state: '{"rendered":{"kind":"frame"}}', modules: ['src/app/pages/BorrowerDashboard/BorrowerDashboardPage.tsx'] };
    }
    if (!url.startsWith('/offer/')) return { html: null, styles: '', state: '{"rendered":null}' };
    const [, offerId, userId] = url.split('/').slice(1);
    const answer = await api('GetOffer', { offerId, CustomerRecordId: userId });
    return {
      html: '<h1>' + [locale, colorMode, answer.status, answer.body.currentBorrowerFirstName ?? answer.body.code].join(' ') + ' costs $&</h1>',
      styles: '<style data-styled="active">h1{color:red}</style>',
      state: '{"rendered":{"locale":"' + locale + '"}}',
    };
  }`,
);

const t = useTestApp({ config: { STATIC_DIR: staticDir, RENDER_DIR: renderDir } });
const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });

describe('a server-rendered offer landing', () => {
  it("answers with the renderer's markup in the request's language and mode, its styles under the answer's nonce, never stored", async () => {
    const answer = await page(`/offer/${JANE.offerId}/${JANE.userId}`, { 'accept-language': 'es-US', cookie: 'portal_color_mode=dark' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toBe('Accept-Language, Cookie');
    const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(answer.body).toContain(`<style nonce="${nonce}" data-styled="active">h1{color:red}</style></head>`);
    expect(answer.body).toContain('<html lang="es"');
    // The route's module and what it imports are asked for at once, after what the page shows (it paints without them);
    // the entry the page names already is not repeated.
    expect(answer.body).toContain('<script type="module" fetchpriority="low" src="/assets/index-1.js">');
    expect(answer.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/OfferLandingPage-2.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-3.js">');
    expect(answer.body.match(/index-1\.js/g)).toHaveLength(1);
    expect(answer.body).toContain('<div id="root"><h1>es dark 200 Jane costs $&</h1></div>');
    expect(answer.body).toContain('<script type="application/json" id="portal-page-state">{"rendered":{"locale":"es"}}</script>');
  });

  it('leaves the page to the browser when the renderer fails, and answers an API client as before', async () => {
    const failed = await page('/offer/1002/5002');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('portal-page-state');
    // Without markup the page's scripts are what paints it: asked for at their usual priority.
    expect(failed.body).not.toContain('fetchpriority');
    const json = await t.app.inject({ method: 'GET', url: `/offer/${JANE.offerId}/${JANE.userId}`, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('NOT_FOUND');
  });
});

describe("the frame of a page whose data is the borrower's tab's", () => {
  it('answers with the frame, its styles and its modules asked for at once, revalidated rather than never stored', async () => {
    const answer = await page('/borrower-dashboard', { cookie: 'portal_color_mode=dark' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Language, Cookie');
    expect(answer.body).toContain('<div id="root"><div inert><main>frame</main></div></div><script type="application/json" id="portal-page-state">{"rendered":{"kind":"frame"}}</script>');
    expect(answer.body).toMatch(/<style nonce="[0-9a-f]{32}" data-styled="active">main\{\}<\/style><\/head>/);
    expect(answer.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/BorrowerDashboardPage-4.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-3.js">');
    expect(answer.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/start-5.js">');
  });

  it('answers a page without a frame with the app alone', async () => {
    const answer = await page('/login');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).not.toContain('portal-page-state');
    // Every page asks for the app's start module (the entry imports it once the page has painted) with the entry.
    expect(answer.body).toContain('<link rel="modulepreload" crossorigin href="/assets/start-5.js"><link rel="modulepreload" crossorigin href="/assets/vendor-6.js"></head>');
    expect(answer.body.match(/modulepreload/g)).toHaveLength(2);
  });
});
